import { reasonLines } from './reasonLines';

/** Names come isolated from the sentence around them (bidirectional text). */
const n = (name: string) => `\u2068${name}\u2069`;

const camera = (id: string, name: string) => ({
  message: `Camera '${name}' is BROKEN`,
  options: { kind: 'device', deviceType: 'camera', name, healthStatus: 'BROKEN' },
  object: { type: 'camera', id },
});

describe('reasonLines (issue 34: every problem counted is named)', () => {
  it('names the broken cameras the list hides, the short archive and each other device', () => {
    expect(
      reasonLines([
        camera('c1', 'Gate'),
        { message: 'Missing local disk space for recordings: 12 MB free', options: null, object: null },
        {
          message: "Sensor 'Door' is BROKEN",
          options: { kind: 'device', deviceType: 'sensor', name: 'Door', healthStatus: 'BROKEN' },
          object: { type: 'sensor', id: 's1' },
        },
      ]),
    ).toEqual([
      { key: 'device', values: { name: n('Door'), health: 'BROKEN' } },
      { key: 'cameras', values: { count: 1, names: n('Gate') } },
      { key: 'archiveShort', values: {} },
    ]);
  });

  it('names three cameras and counts the rest; older reasons without options are read from their message', () => {
    const five = ['A', 'B', 'C', 'D'].map((name, i) => camera(`c${i}`, name));
    five.push({ message: "Camera 'E' is BROKEN", options: null as never, object: { type: 'camera', id: 'c9' } });
    expect(reasonLines(five)).toEqual([
      { key: 'camerasAndMore', values: { count: 5, names: [n('A'), n('B'), n('C')].join(', '), number: 2 } },
    ]);
    expect(reasonLines([{ message: 'Something else', object: null }])).toEqual([{ text: 'Something else' }]);
  });

  it('says the platform is starting or stopping', () => {
    expect(reasonLines([{ message: 'The platform is starting', options: { kind: 'starting' } }])).toEqual([
      { key: 'starting', values: {} },
    ]);
  });
});
