import { afterAll, describe, expect, it } from 'vitest';
import { runProgram, stopProgramRunner } from './program-runner';

const node = process.execPath;

describe('program runner', () => {
  afterAll(() => stopProgramRunner());

  it('answers a program’s exit code, standard output and standard error', async () => {
    const r = await runProgram(
      node,
      ['-e', 'process.stdout.write("ñandú – out"); process.stderr.write("err"); process.exit(3)'],
      10_000,
    );
    expect(r).toEqual({ code: 3, stdout: 'ñandú – out', stderr: 'err' });
  });

  it('runs programs side by side through one helper, each answer to its own call', async () => {
    const runs = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        runProgram(node, ['-e', `setTimeout(() => process.stdout.write("${n}"), ${50 * (5 - n)})`], 10_000),
      ),
    );
    expect(runs.map((r) => r.stdout)).toEqual(['1', '2', '3', '4']);
  });

  it('rejects with the system’s code when the program does not exist', async () => {
    await expect(runProgram('/nonexistent/ffprobe', ['-v'], 10_000)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('kills a program that runs past its time limit', async () => {
    const t0 = Date.now();
    const r = await runProgram(node, ['-e', 'setTimeout(() => {}, 60_000)'], 300);
    expect(r.code).toBeNull();
    expect(Date.now() - t0).toBeLessThan(30_000);
  });

  it('fails the runs in flight when the helper stops, and starts a new helper for the next', async () => {
    const running = runProgram(node, ['-e', 'setTimeout(() => {}, 5_000)'], 120_000);
    stopProgramRunner();
    await expect(running).rejects.toThrow(/program runner stopped/);
    const next = await runProgram(node, ['-e', 'process.stdout.write("again")'], 10_000);
    expect(next.stdout).toBe('again');
  });
});
