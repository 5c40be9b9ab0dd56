import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { videoSchema } from '../../../schemas/content/blocks/video.schema.ts';
import { useLocalize, useT } from '../../i18n/index.ts';
import type { BlockProps } from '../../renderer/index.ts';
import { usePrefersReducedMotion } from '../../ui/use-media-query.ts';
import { useNearViewport } from '../../ui/use-near-viewport.ts';
import { Caption, CaptionText, CaptionTitle, Root, Stage, Toggle } from './video.styles.ts';

/** A video block as its schema allows it. */
export type VideoContent = FromSchema<typeof videoSchema>;

/** How near the viewport an autoplaying film's player is built, so it is playing by the time it shows. */
export const VIDEO_PLAYER_MARGIN_PX = 200;

/**
 * Until the player is needed, only the poster is shown. The player is built when the shopper presses play, or, for
 * an autoplaying film, when it comes near the viewport. A page that is never scrolled to its film then downloads
 * none of it and builds no media controls.
 */
type Player = 'poster' | 'near' | 'asked';

/**
 * A self-hosted video with its poster and native controls. Autoplay (muted, inline) happens only when the content
 * asks for it and the shopper allows motion; a labelled play/pause button stays on top of the picture.
 */
export const Video = observer(function Video({ block }: BlockProps<VideoContent>) {
  const localize = useLocalize();
  const t = useT();
  // On the server we assume reduced motion, so nothing starts before hydration.
  const reducedMotion = usePrefersReducedMotion(true);
  const autoplay = Boolean(block.autoplay) && !reducedMotion;
  const ref = useRef<HTMLVideoElement>(null);
  const [player, setPlayer] = useState<Player>('poster');
  const [playing, setPlaying] = useState(false);
  const title = localize(block.title);
  const titleId = useId();
  const stageRef = useNearViewport<HTMLDivElement>(
    autoplay && player === 'poster',
    () => setPlayer('near'),
    VIDEO_PLAYER_MARGIN_PX,
  );

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not reflect `muted` as an attribute, and browsers only autoplay muted video.
    video.muted = autoplay || video.muted;
    if ((autoplay || player === 'asked') && video.paused) void video.play()?.catch(() => setPlaying(false));
    if (!autoplay && block.autoplay && player === 'near' && !video.paused) video.pause();
  }, [autoplay, block.autoplay, player]);

  const toggle = () => {
    const video = ref.current;
    if (!video)
      setPlayer('asked'); // building the player starts it (the effect above)
    else if (video.paused) void video.play()?.catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <Root>
      {/* The toggle stays the second child in both states, so it keeps focus when the player replaces the poster. */}
      <Stage ref={stageRef}>
        {player === 'poster' ? (
          <img src={block.poster} alt="" loading="lazy" decoding="async" />
        ) : (
          <video
            ref={ref}
            src={block.src}
            poster={block.poster}
            aria-label={title}
            controls
            preload="auto"
            autoPlay={autoplay}
            muted={Boolean(block.autoplay)}
            playsInline
            loop={block.loop}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
          />
        )}
        <Toggle
          type="button"
          onClick={toggle}
          data-playing={String(playing)}
          aria-describedby={titleId}
          aria-label={t(playing ? 'WEB.BLOCKS.PAUSE' : 'WEB.BLOCKS.PLAY')}
        >
          {playing ? (
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            </svg>
          )}
        </Toggle>
      </Stage>
      <Caption>
        <CaptionTitle id={titleId}>{title}</CaptionTitle>
        {block.caption && <CaptionText>{localize(block.caption)}</CaptionText>}
      </Caption>
    </Root>
  );
});
