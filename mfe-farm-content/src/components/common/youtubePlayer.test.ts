import { PLAYER_ANSWER_MS, PLAYER_LOAD_MS, watchYouTubePlayer, type FilmState } from './youtubePlayer';

const HOST = 'https://www.youtube-nocookie.com';

function embed() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const states: FilmState[] = [];
  const stop = watchYouTubePlayer(frame, (state) => states.push(state));
  const player = frame.contentWindow!;
  const load = () => frame.dispatchEvent(new Event('load'));
  const say = (data: unknown, { origin = HOST, source = player as Window | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { frame, player, states, stop, load, say };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('watchYouTubePlayer', () => {
  it('calls a loaded frame until the player answers, then follows it to playing', () => {
    const { player, states, load, say } = embed();
    const calls = jest.spyOn(player, 'postMessage');
    load();
    jest.advanceTimersByTime(600);
    expect(calls.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(calls.mock.calls[0]![0] as string)).toMatchObject({ event: 'listening' });

    say(JSON.stringify({ event: 'onReady', id: 'terra-verde-film' }));
    expect(states).toEqual(['ready']);
    const callsWhenAnswered = calls.mock.calls.length;
    say(JSON.stringify({ event: 'infoDelivery', info: { playerState: 3 } }));
    say(JSON.stringify({ event: 'infoDelivery', info: { playerState: 1 } }));
    expect(states).toEqual(['ready', 'playing']);

    // Answered: no more calls, and no deadline left to declare it unavailable.
    jest.advanceTimersByTime(PLAYER_LOAD_MS * 2);
    expect(calls.mock.calls.length).toBe(callsWhenAnswered);
    expect(states).toEqual(['ready', 'playing']);
  });

  it('also understands a state change to playing, sent as an object', () => {
    const { states, load, say } = embed();
    load();
    say({ event: 'onStateChange', info: 1 });
    expect(states).toEqual(['ready', 'playing']);
  });

  it('says unavailable when the loaded frame never answers (the browser showed its error page)', () => {
    const { states, load } = embed();
    load();
    jest.advanceTimersByTime(PLAYER_ANSWER_MS - 1);
    expect(states).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(states).toEqual(['unavailable']);
  });

  it('says unavailable when the frame never even loads', () => {
    const { states } = embed();
    jest.advanceTimersByTime(PLAYER_LOAD_MS - 1);
    expect(states).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(states).toEqual(['unavailable']);
  });

  it('says unavailable when the player cannot show the film', () => {
    const { states, load, say } = embed();
    load();
    say(JSON.stringify({ event: 'onError', info: 100 }));
    expect(states).toEqual(['ready', 'unavailable']);
  });

  it('ignores messages from other origins, other windows and other shapes', () => {
    const { states, load, say } = embed();
    load();
    say(JSON.stringify({ event: 'onReady' }), { origin: 'https://evil.example' });
    say(JSON.stringify({ event: 'onReady' }), { source: window });
    say('not json');
    say({ no: 'event' });
    expect(states).toEqual([]);
    jest.advanceTimersByTime(PLAYER_ANSWER_MS);
    expect(states).toEqual(['unavailable']);
  });

  it('reports nothing once stopped', () => {
    const { states, stop, load, say } = embed();
    load();
    stop();
    say(JSON.stringify({ event: 'onReady' }));
    jest.advanceTimersByTime(PLAYER_LOAD_MS);
    expect(states).toEqual([]);
  });
});
