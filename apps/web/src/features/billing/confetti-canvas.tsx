import { useEffect, useRef } from 'react';

const COLORS = ['#f59f00', '#e64980', '#4dabf7', '#51cf66', '#fcc419', '#9775fa', '#ff8787'];
const PIECES = 140;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  color: string;
}

/** Confetti falling on a canvas: no dependency, nothing drawn when the person prefers less motion. */
export function ConfettiCanvas({ className }: { className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const scale = window.devicePixelRatio || 1;
    const resize = () => {
      canvas.width = canvas.clientWidth * scale;
      canvas.height = canvas.clientHeight * scale;
    };
    resize();
    const pieces: Piece[] = Array.from({ length: PIECES }, (_, i) => ({
      x: Math.random() * canvas.width,
      y: -Math.random() * canvas.height * 0.8,
      vx: (Math.random() - 0.5) * 2 * scale,
      vy: (2 + Math.random() * 3) * scale,
      size: (6 + Math.random() * 6) * scale,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      color: COLORS[i % COLORS.length]!,
    }));
    let frame = 0;
    const draw = () => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      for (const piece of pieces) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        if (piece.y > canvas.height + piece.size) piece.y = -piece.size;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.color;
        context.fillRect(-piece.size / 2, -piece.size / 3, piece.size, piece.size * 0.66);
        context.restore();
      }
      frame = window.requestAnimationFrame(draw);
    };
    frame = window.requestAnimationFrame(draw);
    window.addEventListener('resize', resize);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, []);

  return <canvas ref={ref} className={className} aria-hidden="true" />;
}
