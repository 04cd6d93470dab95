import { describe, expect, it } from 'vitest';
import { readStatement } from './statement';

const header = 'Receipt No,Completion Time,Details,Transaction Status,Paid In';

describe('readStatement', () => {
  it('reads the portal time and a day-first time as Nairobi time, and refuses a day the month does not have', async () => {
    const lines = await readStatement(
      [
        header,
        'TKJ3TH9W5G,2026-11-22 09:15:42,Acc. SH-7KQ2MX,Completed,"20,000.00"',
        'TKJ3TH9W5H,22/11/2026 09:15,Acc. SH-7KQ2MX,Completed,20000',
        'TKJ3TH9W5J,31-02-2026 09:15:00,Acc. SH-7KQ2MX,Completed,1.5',
      ].join('\r\n'),
    );
    expect(lines.map((line) => line.completedAt?.toISOString() ?? null)).toEqual(['2026-11-22T06:15:42.000Z', '2026-11-22T06:15:00.000Z', null]);
    expect(lines.map((line) => line.paidInCents)).toEqual([2_000_000, 2_000_000, 150]);
    expect(lines.map((line) => line.account)).toEqual(['SH-7KQ2MX', 'SH-7KQ2MX', 'SH-7KQ2MX']);
  });

  it('takes header names without their dots and in any case, and the account column over Details', async () => {
    const [line] = await readStatement(
      `receipt no.,COMPLETION TIME,details,transaction status,paid in,a/c no\nTKJ3TH9W5G,2026-11-22 09:15:42,Acc. SH-WRONG1,Completed,10,SH-7KQ2MX\n`,
    );
    expect(line).toMatchObject({ receipt: 'TKJ3TH9W5G', account: 'SH-7KQ2MX', status: 'Completed', isReversal: false, reverses: null });
  });

  it('skips a statement’s blank rows, including rows of empty cells', async () => {
    expect(await readStatement(`${header}\n,,,,\n\nTKJ3TH9W5G,2026-11-22 09:15:42,x,Completed,10\n`)).toHaveLength(1);
  });
});
