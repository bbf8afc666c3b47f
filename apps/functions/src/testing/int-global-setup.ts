import type { TestProject } from 'vitest/node';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { suiteStack } from '../../../../tools/emulators/suite-stack.mjs';

interface SuiteStackInfo {
  projectId: string;
  ports: Record<string, number>;
  firestoreKind: 'official' | 'standin';
}

/**
 * The emulator stack of the run: the one `npm test` shares between this suite and the browser
 * tests, or, run on its own, a stack of its own on test ports (FS_PORT_BASE, default 17000), so
 * it runs beside `npm start`.
 */
export default async function setup(project: TestProject) {
  const log = (line: string) => console.log(`[int] ${line}`);
  const { info, attached, stop } = (await suiteStack({ defaultBase: 17000, log })) as {
    info: SuiteStackInfo;
    attached: boolean;
    stop(): Promise<void>;
  };
  if (attached) log(`on the run's stack (${info.projectId}, ports from ${info.ports['auth']})`);
  project.provide('stack', { projectId: info.projectId, ports: info.ports, firestoreKind: info.firestoreKind });
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { projectId: string; ports: Record<string, number>; firestoreKind: 'official' | 'standin' };
  }
}
