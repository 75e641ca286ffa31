import { describe, expect, it, vi } from 'vitest';
import { bootAnswerKey, bootAnswersElementId } from '../../../contract/boot-answers';
import { homeApi } from '../../../src/features/home/home-api';

const guests = { attending: 12, pending: 30, total: 48 };
const budget = { expenses: '1200.00', payments: '300.50' };

/** The page as the server sends it on its first load: Home's summaries written into it (server/http/boot-answers.ts). */
function writeAnswers(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = bootAnswersElementId;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

describe('Home’s summaries written into the page', () => {
  it('are the cards’ summaries at once, for that wedding only', () => {
    // Within the page's first seconds, whatever the time this file took to load on a busy machine.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    writeAnswers({
      [bootAnswerKey('/guests/summary', { wedding_id: 7 })]: guests,
      [bootAnswerKey('/budget/summary', { wedding_id: 7 })]: budget,
      [bootAnswerKey('/guests/summary', { wedding_id: 8 })]: { attending: 1, pending: 0, total: 1 },
    });
    expect(homeApi.written(7)).toEqual({ guests, budget });
    expect(homeApi.written(9)).toEqual({});
  });
});
