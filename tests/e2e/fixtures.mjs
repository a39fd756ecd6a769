// Beeswax positions shared by the browser tests.

/// No move is left: every column is full or its top matches nothing with room.
export const STUCK = `game: beeswax
1: 4s 3s 2s Ks
2: As 4h 3h Qs
3: 2h Ah 4d Js
4: 3d 2d Ad 10s
5: 9s 8s 7s 6s
6: 5s Kh Qh Jh
7: 10h 9h 8h 7h
8: 6h 5h Kd Qd
9: Jd 10d 9d 8d
A: 7d 6d 5d Kc
B: Qc Jc 10c 9c
C: 8c Ac
D: 7c 2c
E: 6c 3c
F: 5c 4c
`;

/// One move (`ED`) from won.
export const NEARLY_WON = `game: beeswax
1: Ac Ad Ah As
2: 2c 2d 2h 2s
3: 3c 3d 3h 3s
4: 4c 4d 4h 4s
5: 5c 5d 5h 5s
6: 6c 6d 6h 6s
7: 7c 7d 7h 7s
8: 8c 8d 8h 8s
9: 9c 9d 9h 9s
A: 10c 10d 10h 10s
B: Jc Jd Jh Js
C: Qc Qd Qh Qs
D: Kc Kd
E: Kh Ks
F:
`;

/// Spider with a long pile: 20 face-up cards over five face-down ones on pile 1.
export const LONG_PILE = `game: spider
1: #3d #9c #3d #Qs #8h 9h 4d Ah 7c 6c 9d Ks Qc Qh Jd 10d 4h 10h 8d Jh 4h 8h Ad 7d 6c Kd
2: #10s #2c #6s #10h #5h 2s
3: #7h #3c #4d #Qd #5s 8s
4: #Qs #9h #10c #3h #6d 6s
5: #9c #7c #4c #5c Kd
6: #7s #6h #8s #Kh 5h
7: #Jd #5s #5d #3c Ac
8: #3h #Qc #9s #Jc 3s
9: #2d #As #5c #Ac 2h
10: #Kh #8c #3s #4s 9s
stock: 7s 5d Jc 6h 7d 2s 10c 2c Ah 2h 4c Qd Ks 7h 8d Qh Ad 4s 2d Js 6d Jh Js 8c 9d 10d 10s As Kc Kc
removed: 0
`;

/// A suit's king to two, a Spider pile's run.
const run = (s) => ['K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'].map((r) => r + s).join(' ');
/// Three 13-card Spider piles (1, 3, 6), every card face up and no deal
/// left, so Finish shows (issue 47: at 740x360 their aces were cut).
export const SPIDER_13S = `game: spider\n1: ${run('s')} Ah\n3: ${run('h')} Ad\n6: ${run('d')} As\n`;
/// A 25-card Spider pile, Finish showing: too long for a phone on its side
/// even closed up, so the table scrolls.
export const SPIDER_25 = `game: spider\n1: ${run('s')} ${run('h')} Ah\n2: As\n`;

/// A 220-move game of Spider deal 7 (four suits): the fair autoplay's 215
/// moves and five more, every one legal. Its link, in the compact `moves=`
/// form, must stay under 900 characters (issue 22).
export const SPIDER_220 = { deal: 7, moves: [
  '3 10', '2 8', '3 4', '3 5', '3 2', '8 2', '8 5', '9 3', '7 3', '3 2',
  '3 7', '9 7', '10 8', 'D', '9 7', '9 4', '4 3', '10 7', '8 6', '8 7',
  '3 7', '1 7', '3 7', '4 3', 'D', '8 3', '8 10', '4 10', '4 3', '4 1',
  '8 5', '1 8', '1 2', '2 10', '3 10', '8 3', '5 8', '10 5', '1 10', '5 4',
  '10 1', '5 10', 'D', '4 1', '2 4', '7 3', '9 10', '7 6', '8 7', '10 8',
  '4 3', '4 10', '4 10', '9 5', '6 7', '9 6', '7 9', '8 3', '2 8', '2 7',
  '8 2', '6 8', '6 10', 'D', '7 9', '10 2', '4 10', '4 3', '7 1', '7 4',
  '1 7', '1 10', '7 5', '1 7', '1 6', '10 6', '2 3', 'D', '5 6', '6 2',
  '7 3', '1 7', '1 9', '3 9', '9 3', '2 9', '4 9', '1 4', '1 3', '5 9',
  '9 3', '5 9', '6 10', '2 6', '10 6', '9 10', '9 2', '10 2', '6 10', '2 6',
  '2 9', '10 2', '6 9', '2 6', '9 2', '6 10', '9 6', '10 9', '6 10', '9 6',
  '3 5', '10 9', '2 9', '2 10', '6 10', '9 6', '9 2', '6 2', '10 6', '2 10',
  '2 9', '5 7', '10 9', '6 10', '9 6', '9 2', '6 2', '10 6', '2 10', '6 9',
  '7 3', '10 2', '9 10', '10 6', '6 9', '2 6', '9 2', '9 10', '6 10', '6 9',
  '10 9', '2 10', '10 6', '2 10', '9 10', '9 2', '6 2', '10 6', '2 10', '6 2',
  '6 9', '2 9', '10 2', '9 10', '2 9', '2 6', '10 6', '9 10', '6 9', '10 9',
  '10 6', '10 2', '6 10', '2 6', '9 10', '9 6', '9 2', '10 2', '6 10', '6 9',
  '10 9', '3 5', '2 10', '9 2', '9 6', '5 7', '6 9', '2 9', '10 6', '9 2',
  '9 10', '7 6', '10 9', '2 9', '2 10', '9 10', '9 2', '10 2', '10 9', '6 5',
  '6 10', '10 9', '2 10', '5 9', '10 2', '9 7', '9 10', '10 6', '6 9', '2 6',
  '7 5', '6 2', '5 9', '2 6', '3 6', '9 6', '9 10', '2 9', '6 5', '9 2',
  '5 7', '2 9', '10 2', '7 6', '6 5', '2 3', '2 9', '2 10', '3 9', '5 1',
] };

/// Spider with every card face up and none in the hand, pile 1 a complete
/// spades run: its suit is marked and removable, and Finish is offered.
export const SPIDER_COMPLETE_SUIT = `game: spider
1: Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As
2: 2c 2d 8d 10d 6d 9s 3d 4d Kc 5d
3: 3h 5c 10c 6s 6c 3c 4c 4c 6c 9h
4: Ac Ac 9d Jd 8c 10h 7h 2d 3d Qc
5: 6d 8h 7h Ah 7d 10d 10s Ad 6h 5c
6: 8d 7c Jd Qd 3h Jh Kc Kd 2h 7c
7: 5s 8c Kh Ks 5d Ad Kd Ah 2h 3c
8: Qh 10c Jc 4s 2s Jc 4h Qs 7d Qc
9: 9h Qh Js As Qd 4h 6h 8h 7s 2c
10: 8s 9c 10h 3s 9d Kh 9c 4d 5h Jh 5h
stock:
removed: 0
`;
