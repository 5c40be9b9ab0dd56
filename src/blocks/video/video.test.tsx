import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  uninstallFakeIntersectionObserver,
} from '../../../tests/helpers/fake-intersection-observer.ts';
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

/** Presses the poster's play button, which builds the player; returns the player. */
function pressPlay() {
  fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
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
  it('shows only its poster until the shopper presses play: no player, nothing downloaded', () => {
    stubReducedMotion(false);
    expect(renderVideo({ ...block, autoplay: false })).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', '/content/media/runway.jpg');
    // Several films on a page: each play button is described by its film's title.
    expect(screen.getByRole('button', { name: 'Play video' })).toHaveAccessibleDescription('Spring runway');
    expect(screen.getByText('Filmed in Paris')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });

  it('builds the player with poster, controls and an accessible name when play is pressed, and plays it', () => {
    stubReducedMotion(false);
    renderVideo({ ...block, autoplay: false });
    const playButton = screen.getByRole('button', { name: 'Play video' });
    playButton.focus();
    const video = pressPlay();
    expect(video).toHaveAttribute('poster', '/content/media/runway.jpg');
    expect(video).toHaveAttribute('src', '/content/media/runway.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Spring runway');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.muted).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    // The same button, now Pause, keeps the focus.
    expect(screen.getByRole('button', { name: 'Pause video' })).toHaveFocus();
    expect(document.querySelector('img')).toBeNull();
  });

  it('builds an autoplaying film only when it comes near the viewport', () => {
    stubReducedMotion(false);
    installFakeIntersectionObserver();
    try {
      expect(renderVideo()).toBeNull();
      expect(play).not.toHaveBeenCalled();
      act(() => FakeIntersectionObserver.last!.show(0.01));
      expect(document.querySelector('video')).toHaveAttribute('autoplay');
      expect(play).toHaveBeenCalled();
    } finally {
      uninstallFakeIntersectionObserver();
    }
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

  it('never autoplays when the shopper prefers reduced motion, and plays muted when asked', () => {
    stubReducedMotion(true);
    expect(renderVideo()).toBeNull();
    expect(play).not.toHaveBeenCalled();
    const video = pressPlay();
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();
  });

  it('pauses and plays again from its labelled button', () => {
    stubReducedMotion(true);
    renderVideo({ ...block, autoplay: false });
    const video = pressPlay();
    let paused = false;
    Object.defineProperty(video, 'paused', { get: () => paused });
    act(() => screen.getByRole('button', { name: 'Pause video' }).click());
    expect(pause).toHaveBeenCalledTimes(1);
    paused = true;
    act(() => screen.getByRole('button', { name: 'Play video' }).click());
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('uses the Arabic title on ae-ar', () => {
    stubReducedMotion(true);
    renderVideo(block, '/ae/ar');
    expect(pressPlay()).toHaveAttribute('aria-label', 'عرض الربيع');
  });
});
