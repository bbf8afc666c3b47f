import type { TestProject } from 'vitest/node';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { suiteStack } from '../../../../tools/emulators/suite-stack.mjs';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { formatGuardReport, readGuardReport } from '../../../../tools/emulators/limits-report.mjs';

interface SuiteStackInfo {
  projectId: string;
  ports: Record<string, number>;
  firestoreKind: 'official' | 'standin';
  guardDir?: string;
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
  // At the end: the limits guard's report (Firestore's documented limits, on for every function
  // call the suite made); a finding fails the run, as the same calls would fail or stall in production.
  return async () => {
    const report = info.guardDir ? (readGuardReport(info.guardDir) as { findings: unknown[] }) : null;
    await stop();
    if (!report) return;
    log(formatGuardReport(report) as string);
    if (report.findings.length > 0)
      throw new Error(`the limits guard found ${report.findings.length} breach(es) of Firestore's limits (above)`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { projectId: string; ports: Record<string, number>; firestoreKind: 'official' | 'standin' };
  }
}
