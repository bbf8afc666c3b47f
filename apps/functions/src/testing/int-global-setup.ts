import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM tooling module without types
import { startStack } from '../../../../tools/emulators/stack.mjs';
// @ts-expect-error plain ESM tooling module without types
import { testPorts } from '../../../../tools/emulators/ports.mjs';

let stack: { stop(): Promise<void> } | undefined;

export default async function setup(project: TestProject) {
  const ports = testPorts(17000);
  const projectId = `demo-fraudshield-int-${ports.auth}`;
  const started = await startStack({ profile: `int-${ports.auth}`, projectId, ports, mail: true, log: (line: string) => console.log(`[int] ${line}`) });
  stack = started;
  console.log(`[int] emulators ready in ${started.readyMs} ms`);
  project.provide('stack', { projectId, ports, firestoreKind: started.firestore.kind });
  return async () => {
    await stack?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { projectId: string; ports: Record<string, number>; firestoreKind: 'official' | 'standin' };
  }
}
