import { reportSummary } from './reportSummary';

describe('reportSummary', () => {
  it('reads the latest, lowest, highest and mean value, leaving gaps out', () => {
    expect(
      reportSummary([
        { time: 1, value: 4 },
        { time: 2, value: null },
        { time: 3, value: 10 },
        { time: 4, value: 1 },
        { time: 5, value: undefined },
      ]),
    ).toEqual({ latest: 1, min: 1, max: 10, average: 5, count: 3 });
  });

  it('has no figures for a period without values', () => {
    expect(reportSummary([{ time: 1, value: null }])).toEqual({
      latest: null,
      min: null,
      max: null,
      average: null,
      count: 0,
    });
  });
});
