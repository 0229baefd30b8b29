import { Center, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { englishFallback, headExists, resolveMediaUrl } from './media.ts';
import type { StepAnimation } from './steps.ts';

type Media = { state: 'resolving' } | { state: 'ready'; url: string | null } | { state: 'failed' };

/** A step's short animation (spec 3 §2, §7): a looping muted video, a GIF or SVG, or lottie's placeholder. */
export function StepMedia({ animation }: { animation: StepAnimation }) {
  const { t, i18n } = useTranslation('tutorial');
  const [media, setMedia] = useState<Media>({ state: 'resolving' });

  useEffect(() => {
    let isCurrent = true;
    setMedia({ state: 'resolving' });
    void resolveMediaUrl(animation, i18n.language, headExists).then((url) => {
      if (isCurrent) setMedia({ state: 'ready', url });
    });
    return () => {
      isCurrent = false;
    };
  }, [animation, i18n.language]);

  const box = {
    width: '100%',
    maxWidth: animation.width,
    aspectRatio: `${animation.width} / ${animation.height}`,
  };
  if (media.state === 'failed') return null;
  if (media.state === 'resolving')
    return (
      <Center style={box} className="tutorial-media" data-testid="tutorial-media-loading">
        <Text size="xs" c="dimmed">
          {t('media.loading')}
        </Text>
      </Center>
    );
  if (media.url === null)
    return (
      <Center style={box} className="tutorial-media">
        <Text size="xs" c="dimmed">
          {t('media.lottie')}
        </Text>
      </Center>
    );
  if (animation.type === 'video')
    return (
      <video
        key={media.url}
        className="tutorial-media"
        style={box}
        src={media.url}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        onError={() => {
          const english = englishFallback(media.url!);
          setMedia(english ? { state: 'ready', url: english } : { state: 'failed' });
        }}
        data-testid="tutorial-media"
      >
        {t('media.unsupported')}
      </video>
    );
  return (
    <img
      className="tutorial-media"
      style={box}
      src={media.url}
      alt=""
      onError={() => setMedia({ state: 'failed' })}
      data-testid="tutorial-media"
    />
  );
}
