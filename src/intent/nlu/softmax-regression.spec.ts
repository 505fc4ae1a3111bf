import { classifySoftmax, featuresOf, trainSoftmax } from './softmax-regression';

describe('the softmax reader', () => {
  const repeat = (n: number, sentence: string, label: string) =>
    Array.from({ length: n }, () => [sentence, label] as const);
  const documents = [
    ...repeat(20, 'we are move house next week', 'moving-home'),
    ...repeat(20, 'i was dismissed from my job', 'losing-a-job'),
    ...repeat(2, 'what to buy for christmas', 'None'),
    ...repeat(10, 'what time is it', 'None'),
  ];

  it('reads words and adjacent pairs', () => {
    expect(featuresOf('we are move')).toEqual(['we', 'are', 'move', 'we are', 'are move']);
  });

  it('is deterministic: the same sentences give the same model', () => {
    expect(trainSoftmax(documents)).toEqual(trainSoftmax(documents));
  });

  it('keeps a word of two sentences from outvoting the event named, and stays graded', () => {
    const model = trainSoftmax(documents);
    const p = classifySoftmax(model, 'i was dismissed just before christmas');
    expect(Object.entries(p).sort((a, b) => b[1] - a[1])[0][0]).toBe('losing-a-job');
    expect(p['losing-a-job']).toBeLessThan(0.999);
    expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('ignores a word no training sentence had, and one only a single sentence had', () => {
    const model = trainSoftmax([...documents, ['move to scotland', 'retiring']]);
    expect(model.weights.scotland).toBeUndefined();
    expect(classifySoftmax(model, 'zebra')).toEqual(classifySoftmax(model, ''));
  });
});
