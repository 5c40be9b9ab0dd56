import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';
import { stubMatchMedia } from '../../../tests/helpers/stub-match-media.ts';

const block = {
  type: 'video',
  src: '/content/media/runway.mp4',
  poster: '/content/media/runway.jpg',
  title: { en: 'Spring runway', ar: 'عرض الربيع' },
  caption: 'Filmed in Paris',
  autoplay: true,
  loop: true,
};

/** A matchMedia that answers `prefers-reduced-motion` as told and everything else as false. */
const stubReducedMotion = (reduced: boolean) => stubMatchMedia(reduced ? ['reduced-motion'] : []);

function renderVideo(content: unknown = block, path = '/uk/en') {
  renderBlock(content, { path });
  return document.querySelector('video') as HTMLVideoElement;
}

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(function (this: HTMLVideoElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLVideoElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('video', () => {
  it('has a poster, controls and an accessible name', () => {
    stubReducedMotion(false);
    const video = renderVideo({ ...block, autoplay: false });
    expect(video).toHaveAttribute('poster', '/content/media/runway.jpg');
    expect(video).toHaveAttribute('src', '/content/media/runway.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Spring runway');
    expect(video).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByText('Filmed in Paris')).toBeInTheDocument();
  });

  it('autoplays muted and inline when the shopper allows motion', () => {
    stubReducedMotion(false);
    const video = renderVideo();
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('never autoplays when the shopper prefers reduced motion', () => {
    stubReducedMotion(true);
    const video = renderVideo();
    expect(video).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('plays and pauses from its labelled button', () => {
    stubReducedMotion(true);
    const video = renderVideo({ ...block, autoplay: false });
    let paused = true;
    Object.defineProperty(video, 'paused', { get: () => paused });
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(1);
    paused = false;
    const pauseButton = screen.getByRole('button', { name: 'Pause video' });
    act(() => pauseButton.click());
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('uses the Arabic title on ae-ar', () => {
    stubReducedMotion(true);
    expect(renderVideo(block, '/ae/ar')).toHaveAttribute('aria-label', 'عرض الربيع');
  });
});
