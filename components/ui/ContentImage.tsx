import type { CSSProperties } from 'react';

/** A picture with its intrinsic size; sections pass in the pictures of their content. */
export type Picture = { src: string; alt: string; width: number; height: number };

type Props = {
  image: Picture;
  className?: string;
  /** The largest picture at the top of the page: fetched first instead of lazily. */
  priority?: boolean;
  style?: CSSProperties;
};

/** A picture from content, with its intrinsic size so nothing shifts while it loads. */
export function ContentImage({ image, className, priority = false, style }: Props) {
  return (
    // biome-ignore lint/performance/noImgElement: static SVG artwork needs no optimiser or client JS.
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className ?? 'h-auto w-full'}
      style={style}
    />
  );
}
