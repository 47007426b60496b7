// Fills the viewport below whatever is above it (header, breadcrumb), for map screens.
import { Box, type BoxProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export function FullHeight({ children, ...props }: BoxProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(100);
  useLayoutEffect(() => {
    const measure = () =>
      setTop(Math.max(0, (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return (
    <Box ref={ref} h={`calc(100dvh - ${top}px)`} mih={420} {...props}>
      {children}
    </Box>
  );
}
