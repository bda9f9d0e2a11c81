import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A decorative full-bleed still (hero poster, sector image): next/image's optimised WebP
 * sizes and a preload, rendered as a plain <img> by the server, so pages ship no image component.
 */
export function BackgroundStill({ src }: { src: string }) {
  const { props } = getImageProps({ src, alt: '', fill: true, sizes: '100vw', quality: 70, loading: 'eager', fetchPriority: 'high' });
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimised attributes; <Image> would add a client component
  return <img {...props} alt="" className="object-cover" />;
}
