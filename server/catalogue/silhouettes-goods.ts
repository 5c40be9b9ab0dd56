import { dots, fill, fold, stitch, type Paint, type Shape } from './silhouette-kit.ts';

const METAL = '#b9a06b';
const CASING = '#2b2a2e';
const LABEL = '#f7f5f0';
const label = (x: number, y: number, width: number, height: number) =>
  fill(`M${x} ${y} h${width} v${height} h-${width} Z`, LABEL, ' opacity="0.92"') +
  fill(
    `M${x + width * 0.2} ${y + height * 0.3} h${width * 0.6} v8 h-${width * 0.6} Z`,
    '#3a3a3a',
    ' opacity="0.7"',
  ) +
  fill(
    `M${x + width * 0.3} ${y + height * 0.55} h${width * 0.4} v5 h-${width * 0.4} Z`,
    '#3a3a3a',
    ' opacity="0.45"',
  );
const sole = (d: string, paint: Paint) =>
  fill(d, paint.twoTone ? paint.accent : '#f1eee8', ` stroke="${paint.line}" stroke-opacity="0.3"`);

export const GOODS_SHAPES = {
  trainer: {
    floor: 556,
    outline:
      'M110 470 Q118 390 190 370 L300 330 Q332 320 352 340 L420 400 Q470 420 500 440 Q522 456 516 490 L516 510 L110 510 Z',
    details: (paint: Paint, back: boolean) =>
      sole('M100 505 L522 505 Q528 540 502 552 L122 552 Q94 546 100 505 Z', paint) +
      fill('M190 470 Q260 380 420 420 Q330 420 250 480 Z', paint.light, ' opacity="0.7"') +
      fill('M110 470 Q112 410 150 390 L165 470 Z', paint.shade, ' opacity="0.5"') +
      (back
        ? ''
        : [0, 1, 2, 3]
            .map((i) =>
              fold(
                `M${300 + i * 22} ${345 + i * 16} L${330 + i * 22} ${335 + i * 16}`,
                { ...paint, line: '#fafafa' },
                5,
              ),
            )
            .join('')) +
      stitch('M130 488 L500 488', paint),
  },
  boot: {
    floor: 604,
    outline: 'M170 180 L330 180 L336 400 Q420 420 490 450 Q516 466 512 500 L512 525 L150 525 L160 400 Z',
    details: (paint: Paint) =>
      fill('M104 520 L516 520 L516 560 L150 560 L150 600 L104 600 Z', '#2a2624') +
      fill('M230 220 Q250 320 232 400 L270 400 Q288 320 270 220 Z', paint.accent, ' opacity="0.85"') +
      fill('M318 150 L344 150 L340 200 L320 200 Z', paint.shade) +
      stitch('M168 196 L332 196', paint) +
      stitch('M340 418 Q420 436 488 466', paint),
  },
  heel: {
    floor: 614,
    outline:
      'M140 360 Q150 335 185 345 L250 400 Q330 455 430 470 L505 482 Q530 490 512 506 L430 514 Q330 514 240 466 L185 430 Z',
    details: (paint: Paint) =>
      fill('M140 360 L185 430 L182 610 L164 610 Z', paint.twoTone ? paint.accent : paint.shade) +
      fill('M185 430 Q290 500 430 514 L512 506 L514 514 L430 522 Q290 512 182 440 Z', '#2a2624') +
      fold('M190 380 Q300 470 470 482', paint, 2),
  },
  flat: {
    floor: 520,
    outline: 'M100 470 Q110 420 170 415 L330 410 Q430 405 480 430 Q515 450 510 480 L505 495 L100 495 Z',
    details: (paint: Paint, back: boolean) =>
      sole('M94 492 L512 492 Q514 512 500 516 L104 516 Q92 512 94 492 Z', paint) +
      fill('M165 418 Q240 400 320 414 Q250 440 165 432 Z', paint.shade, ' opacity="0.6"') +
      (back ? '' : fill('M330 414 L400 410 L404 440 L334 444 Z', paint.accent)) +
      stitch('M112 478 L500 478', paint),
  },
  bag: {
    floor: 664,
    outline: 'M150 330 L450 330 L480 650 Q300 665 120 650 Z',
    details: (paint: Paint, back: boolean) =>
      `<path d="M215 335 Q215 170 300 170 Q385 170 385 335" fill="none" stroke="${paint.shade}" stroke-width="18" stroke-linecap="round"/>` +
      (back
        ? stitch('M170 360 L430 360', paint)
        : fill('M150 330 L450 330 L442 440 Q300 482 158 440 Z', paint.accent) +
          dots([[300, 450]], 12, METAL)) +
      stitch('M160 345 L130 640', paint) +
      stitch('M440 345 L470 640', paint),
  },
  wallet: {
    floor: 546,
    outline:
      'M140 300 Q140 280 160 280 L440 280 Q460 280 460 300 L460 520 Q460 540 440 540 L160 540 Q140 540 140 520 Z',
    details: (paint: Paint, back: boolean) =>
      fold('M140 410 L460 410', paint, 3) +
      (back
        ? ''
        : fill('M380 360 L460 360 L460 460 L380 460 Q360 410 380 360 Z', paint.accent) +
          dots([[410, 410]], 9, METAL)) +
      stitch('M155 295 L445 295 L445 525 L155 525 Z', paint),
  },
  belt: {
    floor: 442,
    outline: 'M170 370 L540 370 Q560 395 540 420 L170 420 Z',
    details: (paint: Paint) =>
      `<rect x="70" y="352" width="100" height="86" rx="10" fill="none" stroke="${METAL}" stroke-width="14"/>` +
      fill('M116 390 L250 390 L250 400 L116 400 Z', METAL) +
      fill('M180 366 L212 366 L212 424 L180 424 Z', paint.accent) +
      dots(
        [
          [330, 395],
          [370, 395],
          [410, 395],
          [450, 395],
        ],
        6,
        paint.line,
      ) +
      stitch('M170 378 L530 378', paint) +
      stitch('M170 412 L530 412', paint),
  },
  // A scarf hung round a neck: two tails of different lengths under a knot, each with its fringe.
  scarf: {
    floor: 736,
    outline:
      'M215 150 Q300 95 385 150 L392 250 L404 560 L326 572 L318 300 L290 300 L300 660 L212 672 L206 260 Z',
    stripes: true,
    details: (paint: Paint) =>
      fill('M226 236 Q300 212 374 230 L366 306 Q300 326 236 312 Z', paint.shade, ' opacity="0.55"') +
      fold('M236 312 Q300 270 366 306', paint, 3) +
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => fold(`M${216 + i * 11} ${671 - i * 1.5} L${216 + i * 11} ${706 - i * 1.5}`, paint, 3))
        .join('') +
      [0, 1, 2, 3, 4, 5, 6]
        .map((i) => fold(`M${330 + i * 11} ${571 - i * 1.6} L${330 + i * 11} ${606 - i * 1.6}`, paint, 3))
        .join(''),
  },
  hat: {
    floor: 574,
    outline: 'M170 470 Q170 240 300 230 Q430 240 430 470 Z',
    stripes: true,
    details: (paint: Paint) =>
      `<circle cx="300" cy="215" r="48" fill="${paint.accent}"/>` +
      fill('M160 460 L440 460 L440 570 L160 570 Z', paint.shade) +
      Array.from({ length: 23 }, (_, i) => fold(`M${166 + i * 12} 466 L${166 + i * 12} 564`, paint, 2)).join(
        '',
      ),
  },
  gloves: {
    floor: 704,
    outline:
      'M220 610 L220 420 L200 330 Q195 300 215 300 Q235 300 240 330 L255 400 L255 230 Q255 205 277 205 Q299 205 299 230 L300 380 L305 200 Q305 175 327 175 Q349 175 349 200 L348 380 L355 220 Q356 196 377 196 Q398 197 397 222 L392 420 L385 610 Z',
    details: (paint: Paint) =>
      fill('M215 600 L390 600 L392 700 L213 700 Z', paint.accent) +
      Array.from({ length: 14 }, (_, i) => fold(`M${220 + i * 12} 606 L${220 + i * 12} 694`, paint, 2)).join(
        '',
      ) +
      stitch('M300 380 L300 470', paint) +
      stitch('M348 380 L346 470', paint),
  },
  necklace: {
    floor: 500,
    outline: 'M300 440 m-44 0 a44 44 0 1 0 88 0 a44 44 0 1 0 -88 0',
    details: (paint: Paint) =>
      `<path d="M150 170 Q300 600 450 170" fill="none" stroke="${paint.twoTone ? paint.main : paint.shade}" stroke-width="7" stroke-dasharray="10 4"/>` +
      `<circle cx="300" cy="440" r="18" fill="${paint.twoTone ? paint.accent : paint.light}"/>`,
  },
  earrings: {
    floor: 516,
    outline:
      'M130 420 a90 90 0 1 0 180 0 a90 90 0 1 0 -180 0 Z M290 420 a90 90 0 1 0 180 0 a90 90 0 1 0 -180 0 Z',
    details: (paint: Paint) =>
      `<circle cx="220" cy="420" r="72" fill="#f1eee8"/><circle cx="380" cy="420" r="72" fill="#f1eee8"/>` +
      dots(
        [
          [220, 328],
          [380, 328],
        ],
        10,
        paint.twoTone ? paint.accent : paint.shade,
      ),
  },
  bottle: {
    floor: 696,
    outline:
      'M250 300 L350 300 Q380 300 380 330 L380 660 Q380 690 350 690 L250 690 Q220 690 220 660 L220 330 Q220 300 250 300 Z',
    details: (paint: Paint, back: boolean) =>
      fill('M272 250 L328 250 L328 302 L272 302 Z', CASING) +
      fill('M255 205 L345 205 L345 250 L255 250 Z', CASING) +
      fill('M345 212 L420 212 L420 230 L345 230 Z', CASING) +
      (back ? '' : label(240, 430, 120, 150)),
  },
  jar: {
    floor: 654,
    outline:
      'M200 420 L400 420 Q420 420 420 440 L420 630 Q420 650 400 650 L200 650 Q180 650 180 630 L180 440 Q180 420 200 420 Z',
    details: (paint: Paint, back: boolean) =>
      fill(
        'M182 340 L418 340 Q430 340 430 352 L430 420 L170 420 L170 352 Q170 340 182 340 Z',
        paint.twoTone ? paint.accent : CASING,
      ) + (back ? '' : label(230, 480, 140, 110)),
  },
  dropper: {
    floor: 696,
    outline:
      'M255 390 L345 390 Q370 400 370 430 L370 660 Q370 690 340 690 L260 690 Q230 690 230 660 L230 430 Q230 400 255 390 Z',
    details: (paint: Paint, back: boolean) =>
      fill('M265 330 L335 330 L335 392 L265 392 Z', CASING) +
      '<ellipse cx="300" cy="280" rx="32" ry="58" fill="#3a3a3a"/>' +
      (back ? '' : label(245, 480, 110, 120)),
  },
  compact: {
    floor: 686,
    outline: 'M300 520 m-160 0 a160 160 0 1 0 320 0 a160 160 0 1 0 -320 0',
    details: (paint: Paint) =>
      `<circle cx="300" cy="520" r="160" fill="none" stroke="${CASING}" stroke-width="22"/>` +
      `<ellipse cx="300" cy="230" rx="170" ry="90" fill="${CASING}"/><ellipse cx="300" cy="230" rx="140" ry="68" fill="#dfe3e6"/>` +
      fold('M200 520 Q300 470 400 520', paint, 4),
  },
  mascara: {
    floor: 710,
    outline: 'M268 400 L332 400 L332 690 Q332 705 317 705 L283 705 Q268 705 268 690 Z',
    details: (paint: Paint) =>
      fill(
        'M266 150 Q266 130 286 130 L314 130 Q334 130 334 150 L334 400 L266 400 Z',
        paint.twoTone ? paint.accent : CASING,
      ) + fill('M266 392 L334 392 L334 404 L266 404 Z', METAL),
  },
  lipstick: {
    floor: 704,
    outline: 'M262 380 L262 250 Q262 232 280 222 L338 195 L338 380 Z',
    details: (paint: Paint) =>
      fill('M252 380 L348 380 L348 470 L252 470 Z', METAL) +
      fill('M238 470 L362 470 L362 700 L238 700 Z', paint.twoTone ? paint.accent : CASING) +
      fold('M272 262 L272 376', { ...paint, line: '#ffffff' }, 5),
  },
  perfume: {
    floor: 696,
    outline:
      'M196 330 L404 330 Q420 330 420 346 L420 676 Q420 692 404 692 L196 692 Q180 692 180 676 L180 346 Q180 330 196 330 Z',
    details: (paint: Paint, back: boolean) =>
      fill('M200 420 L400 420 L400 670 L200 670 Z', paint.light, ' opacity="0.45"') +
      fill('M272 282 L328 282 L328 332 L272 332 Z', METAL) +
      fill('M230 170 L370 170 L370 284 L230 284 Z', paint.twoTone ? paint.accent : CASING) +
      (back ? '' : label(240, 500, 120, 70)),
  },
  candle: {
    floor: 684,
    outline:
      'M198 380 L402 380 Q420 380 420 398 L420 662 Q420 680 402 680 L198 680 Q180 680 180 662 L180 398 Q180 380 198 380 Z',
    details: (paint: Paint, back: boolean) =>
      '<ellipse cx="300" cy="392" rx="116" ry="20" fill="#efe8dc"/>' +
      fill('M297 392 L303 392 L303 360 L297 360 Z', '#2a2624') +
      fill('M300 300 Q320 335 300 358 Q280 335 300 300 Z', '#f0a43a') +
      (back ? '' : label(220, 480, 160, 110)),
  },
} satisfies Record<string, Shape>;
