/** The farm landscape drawn in the palette: sky, sun, rolling hills and rows of crops. Decorative. */
export interface FarmSceneProps {
  /** Daylight or golden-hour palette. */
  tone?: 'day' | 'golden';
  className?: string;
}

const TONES = {
  day: { sky: '#DCEFD9', sun: '#EEC044', far: '#7FBF6A', mid: '#4BAF47', near: '#1F5E3B', soil: '#6B4F3A' },
  golden: { sky: '#F6E7B8', sun: '#F2A93B', far: '#A3C46C', mid: '#5E9B45', near: '#1F5E3B', soil: '#6B4F3A' },
};

export function FarmScene({ tone = 'day', className }: FarmSceneProps) {
  const c = TONES[tone];
  return (
    <svg
      className={className}
      viewBox="0 0 1440 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      width="1440"
      height="400"
    >
      <rect width="1440" height="400" fill={c.sky} />
      <circle cx="1150" cy="120" r="70" fill={c.sun} opacity="0.9" />
      <path d="M0 250 C 240 170 480 210 720 230 S 1200 170 1440 220 V400 H0Z" fill={c.far} />
      <path d="M0 300 C 300 240 600 290 900 270 S 1300 250 1440 280 V400 H0Z" fill={c.mid} />
      <path d="M0 340 C 360 310 720 350 1080 330 S 1380 320 1440 330 V400 H0Z" fill={c.near} />
      {Array.from({ length: 12 }, (_, i) => (
        <path
          key={i}
          d={`M${i * 130 - 40} 400 Q ${i * 130 + 40} 360 ${i * 130 + 120} 345`}
          stroke={c.soil}
          strokeWidth="6"
          fill="none"
          opacity="0.35"
        />
      ))}
    </svg>
  );
}
