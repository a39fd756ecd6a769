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
