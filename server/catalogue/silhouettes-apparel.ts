import { dots, fill, fold, stitch, type Paint, type Shape } from './silhouette-kit.ts';

const buttons = (x: number, from: number, to: number, count: number, paint: Paint) =>
  dots(
    Array.from({ length: count }, (_, i) => [x, from + ((to - from) * i) / Math.max(1, count - 1)] as const),
    6,
    paint.shade,
  );
const ribs = (x1: number, x2: number, y1: number, y2: number, paint: Paint) =>
  Array.from({ length: Math.floor((x2 - x1) / 12) }, (_, i) => x1 + 6 + i * 12)
    .map((x) => fold(`M${x} ${y1} L${x} ${y2}`, paint, 2))
    .join('');

const TEE =
  'M230 130 Q300 165 370 130 L460 175 L500 300 L430 325 L415 265 L415 640 Q300 655 185 640 L185 265 L170 325 L100 300 L140 175 Z';
const LONG_SLEEVES =
  'M235 125 Q300 150 365 125 L445 160 Q480 185 490 250 L520 590 L460 600 L425 320 L428 640 L172 640 L175 320 L140 600 L80 590 L110 250 Q120 185 155 160 Z';
const coat = (hem: number) =>
  `M230 110 L300 130 L370 110 L450 150 Q485 175 492 240 L520 ${hem - 90} L462 ${hem - 80} L432 330 L445 ${hem} L155 ${hem} L168 330 L138 ${hem - 80} L80 ${hem - 90} L108 240 Q115 175 150 150 Z`;
const lapels = (paint: Paint, depth: number) =>
  fill(`M230 110 L300 132 L300 ${depth} L248 250 L262 180 Z`, paint.shade, ' opacity="0.55"') +
  fill(`M370 110 L300 132 L300 ${depth} L352 250 L338 180 Z`, paint.shade, ' opacity="0.55"');

export const APPAREL_SHAPES = {
  dress: {
    floor: 712,
    outline:
      'M250 110 Q300 140 350 110 L372 122 Q368 180 360 230 Q352 290 352 330 L430 690 Q300 720 170 690 L248 330 Q248 290 240 230 Q232 180 228 122 Z',
    details: (paint: Paint) =>
      fill('M248 322 Q300 334 352 322 L353 344 Q300 356 247 344 Z', paint.accent) +
      fold('M282 350 L250 695', paint) +
      fold('M318 350 L350 695', paint) +
      fold('M300 356 L300 705', paint, 2) +
      stitch('M178 680 Q300 708 422 680', paint),
  },
  top: {
    floor: 655,
    outline: TEE,
    stripes: true,
    details: (paint: Paint, back: boolean) =>
      fold(back ? 'M232 132 Q300 150 368 132' : 'M232 132 Q300 182 368 132', paint, 6) +
      stitch('M188 628 Q300 642 412 628', paint) +
      stitch('M110 288 L168 310', paint) +
      stitch('M490 288 L432 310', paint),
  },
  shirt: {
    floor: 668,
    outline:
      'M240 120 L300 150 L360 120 L440 150 Q470 170 480 230 L510 560 L455 572 L420 300 L420 650 Q300 662 180 650 L180 300 L145 572 L90 560 L120 230 Q130 170 160 150 Z',
    details: (paint: Paint, back: boolean) =>
      fill('M240 120 L300 150 L270 188 L230 138 Z', paint.accent) +
      fill('M360 120 L300 150 L330 188 L370 138 Z', paint.accent) +
      fill('M145 572 L90 560 L95 525 L150 537 Z', paint.accent) +
      fill('M455 572 L510 560 L505 525 L450 537 Z', paint.accent) +
      (back
        ? fold('M190 200 Q300 230 410 200', paint)
        : fold('M300 150 L300 655', paint, 2) +
          buttons(300, 200, 610, 7, paint) +
          stitch('M330 230 L382 230 L382 290 L330 290 Z', paint)),
  },
  jumper: {
    floor: 645,
    outline: LONG_SLEEVES,
    stripes: true,
    details: (paint: Paint) =>
      fold('M237 127 Q300 172 363 127', paint, 10) +
      fill('M172 605 L428 605 L428 640 L172 640 Z', paint.shade, ' opacity="0.35"') +
      ribs(172, 428, 607, 638, paint) +
      ribs(462, 516, 565, 595, paint) +
      ribs(84, 138, 565, 595, paint) +
      fold('M270 190 Q262 300 272 400 Q282 500 270 600', paint, 4) +
      fold('M330 190 Q338 300 328 400 Q318 500 330 600', paint, 4),
  },
  cardigan: {
    floor: 645,
    outline: LONG_SLEEVES,
    details: (paint: Paint, back: boolean) =>
      (back
        ? fold('M237 127 Q300 160 363 127', paint, 8)
        : fill('M235 125 L300 270 L365 125 Q300 150 235 125 Z', paint.shade, ' opacity="0.5"') +
          fold('M300 270 L300 640', paint, 3) +
          buttons(312, 300, 600, 6, { ...paint, shade: paint.accent })) +
      fill('M172 605 L428 605 L428 640 L172 640 Z', paint.shade, ' opacity="0.3"') +
      ribs(172, 428, 607, 638, paint),
  },
  coat: {
    floor: 738,
    outline: coat(730),
    details: (paint: Paint, back: boolean) =>
      (back
        ? fold('M300 140 L300 730', paint, 2)
        : lapels(paint, 330) + fold('M310 330 L310 730', paint, 2) + buttons(330, 360, 520, 3, paint)) +
      fill('M168 400 L432 400 L433 428 L167 428 Z', paint.accent) +
      fold('M185 520 L240 520', paint) +
      fold('M360 520 L415 520', paint) +
      stitch('M160 716 L440 716', paint),
  },
  jacket: {
    floor: 566,
    outline: coat(560),
    details: (paint: Paint, back: boolean) =>
      (back ? '' : fold('M300 132 L300 560', paint, 4) + stitch('M308 140 L308 555', paint)) +
      fill('M230 110 L300 130 L370 110 L360 150 Q300 170 240 150 Z', paint.accent) +
      fill('M155 530 L445 530 L445 560 L155 560 Z', paint.shade, ' opacity="0.35"') +
      stitch('M190 330 L260 330 L260 420', paint) +
      stitch('M410 330 L340 330 L340 420', paint),
  },
  blazer: {
    floor: 616,
    outline: coat(610),
    details: (paint: Paint, back: boolean) =>
      (back
        ? fold('M300 140 L300 610', paint, 2)
        : lapels(paint, 420) +
          buttons(305, 450, 500, 2, paint) +
          fill('M345 260 L395 255 L396 262 L346 267 Z', paint.line, ' opacity="0.5"') +
          fold('M190 480 L250 478', paint) +
          fold('M350 478 L410 480', paint)) + fill('M80 520 L138 530 L136 540 L79 530 Z', paint.accent),
  },
  trousers: {
    floor: 726,
    outline: 'M200 110 L400 110 L415 200 L440 720 L330 720 L300 290 L270 720 L160 720 L185 200 Z',
    details: (paint: Paint, back: boolean) =>
      fill('M200 110 L400 110 L403 140 L197 140 Z', paint.accent) +
      (back ? stitch('M215 170 L275 170 L275 230 L215 230 Z', paint) : fold('M300 140 L300 250', paint, 2)) +
      fold('M232 170 L216 714', paint, 2) +
      fold('M368 170 L384 714', paint, 2) +
      fold('M205 145 Q230 190 250 150', paint),
  },
  jeans: {
    floor: 726,
    outline: 'M200 110 L400 110 L415 200 L440 720 L330 720 L300 290 L270 720 L160 720 L185 200 Z',
    details: (paint: Paint, back: boolean) => {
      const seams = { ...paint, stitch: '#d49a4a' };
      return (
        stitch('M199 132 L401 132', seams) +
        stitch('M163 700 L268 700', seams) +
        stitch('M332 700 L437 700', seams) +
        (back
          ? stitch('M210 170 L270 165 L272 230 L240 245 L212 232 Z', seams) +
            stitch('M390 170 L330 165 L328 230 L360 245 L388 232 Z', seams)
          : stitch('M205 150 Q235 200 262 150', seams) +
            stitch('M395 150 Q365 200 338 150', seams) +
            stitch('M305 140 L305 245 Q300 255 290 250', seams) +
            dots(
              [
                [262, 152],
                [338, 152],
              ],
              4,
              '#b08d57',
            )) +
        fold('M205 300 Q230 310 240 300', paint)
      );
    },
  },
  skirt: {
    floor: 662,
    outline: 'M225 160 L375 160 L385 200 L450 640 Q300 665 150 640 L215 200 Z',
    stripes: true,
    details: (paint: Paint) =>
      fill('M225 160 L375 160 L378 196 L222 196 Z', paint.accent) +
      [250, 275, 300, 325, 350].map((x) => fold(`M${x} 200 L${x + (x - 300) * 0.7} 650`, paint, 2)).join('') +
      stitch('M158 630 Q300 652 442 630', paint),
  },
  bodysuit: {
    floor: 606,
    outline:
      'M230 150 Q300 180 370 150 L430 185 L470 260 L420 285 L400 250 L400 470 Q400 540 340 560 L330 600 L270 600 L260 560 Q200 540 200 470 L200 250 L180 285 L130 260 L170 185 Z',
    stripes: true,
    details: (paint: Paint, back: boolean) =>
      fold('M232 152 Q300 190 368 152', paint, 6) +
      (back
        ? ''
        : dots(
            [
              [285, 590],
              [315, 590],
            ],
            5,
            paint.light,
          )) +
      stitch('M205 470 Q205 530 262 552', paint) +
      stitch('M395 470 Q395 530 338 552', paint),
  },
  set: {
    floor: 736,
    outline:
      'M240 120 Q300 145 360 120 L430 150 L460 250 L405 270 L395 230 L395 430 L205 430 L205 230 L195 270 L140 250 L170 150 Z M215 450 L385 450 L395 520 L410 730 L320 730 L300 540 L280 730 L190 730 L205 520 Z',
    details: (paint: Paint) =>
      fill(
        'M215 450 L385 450 L395 520 L410 730 L320 730 L300 540 L280 730 L190 730 L205 520 Z',
        paint.accent,
      ) +
      fold('M242 122 Q300 160 358 122', paint, 5) +
      fill('M215 450 L385 450 L387 472 L213 472 Z', paint.shade, ' opacity="0.4"') +
      ribs(205, 395, 410, 428, paint),
  },
} satisfies Record<string, Shape>;
