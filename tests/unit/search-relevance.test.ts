import { byRelevance } from '@/lib/search/relevance';
import { queryTerms } from '@/lib/search/terms';

const entry = (id: number, titleTerms: string) => ({ id, titleTerms });
const order = (entries: ReturnType<typeof entry>[], query: string) => byRelevance(entries, queryTerms(query, 'en_US')).map(({ id }) => id);

describe('search relevance', () => {
  it('puts title matches first, the shorter title before the longer', () => {
    const entries = [entry(1, 'quarterly update'), entry(2, 'arbitration in singapore and beyond'), entry(3, 'arbitration news')];
    expect(order(entries, 'arbitration')).toEqual([3, 2, 1]);
  });

  it('ranks a title holding more of the words above one holding fewer, whatever their lengths', () => {
    const entries = [entry(1, 'shipping'), entry(2, 'shipping arbitration in the court of appeal')];
    expect(order(entries, 'shipping arbitration')).toEqual([2, 1]);
  });

  it('orders matches outside the title newest first, their title lengths aside', () => {
    const entries = [entry(4, 'a long title about something else entirely'), entry(7, 'other'), entry(5, 'x')];
    expect(order(entries, 'arbitration')).toEqual([7, 5, 4]);
  });

  it('matches a word by its start and a Chinese pair as a whole word', () => {
    const entries = [entry(1, '本所 就 区域 并购 提供'), entry(2, 'priya raman'), entry(3, '')];
    expect(order(entries, 'Pri')).toEqual([2, 3, 1]);
    expect(order(entries, '并购')).toEqual([1, 3, 2]);
  });
});
