import { offsetKey, resumeOffset, skipsMessages } from './topic-offsets';

const run = (firstOffset: string) => ({
  topic: 'harambee.events.v1',
  partition: 0,
  firstOffset,
  lastOffset: firstOffset,
});

describe('where a Kafka consumer resumes', () => {
  it('when every projection applied offsets, then it resumes after the earliest of them', () => {
    expect(resumeOffset(['41', '17', '41'])).toBe('18');
  });

  it('when a projection holds no offset (a fresh store, or a rebuild), then it resumes from the topic start', () => {
    expect(resumeOffset(['41', undefined])).toBe('0');
    expect(resumeOffset([])).toBe('0');
  });

  it('when offsets pass 2^53, then no digit is lost', () => {
    expect(resumeOffset(['9007199254740993'])).toBe('9007199254740994');
  });

  it('when a run starts after the offset to resume from, then it skips messages; at or before it, it does not', () => {
    expect(skipsMessages('18', run('25'))).toBe(true);
    expect(skipsMessages('18', run('18'))).toBe(false);
    expect(skipsMessages('18', run('3'))).toBe(false);
  });

  it("when a partition's offset is kept, then its key names the topic and the partition", () => {
    expect(offsetKey({ topic: 'harambee.events.v1', partition: 2 })).toBe('harambee.events.v1:2');
  });
});
