//! The weights of the Xiangqi evaluation, written by `tune xiangqi`
//! (`crate::tune::xiangqi`).
//! Fitted to 35999 training positions (4102 held out) of xiangqi-labelled.tsv (`engine/match/fit/xiangqi-labelled.tsv.gz`, unzipped): 2000 epochs of gradient descent, rate 20000, l2 0, blend 0.5, from the hand-set weights; test error 0.031209 → 0.024647 (scale k 0.00196).

use super::Weights;

/// The fitted weights.
#[rustfmt::skip]
pub(crate) const WEIGHTS: Weights = Weights {
    mg: [
        // general on each point: ranks 1..10 from its own side, files a..e
        0, 0, 0, 30, 94,
        -18, -18, -18, -71, 28,
        -36, -36, -36, -111, -78,
        -54, -54, -54, -54, -54,
        -72, -72, -72, -72, -72,
        -90, -90, -90, -90, -90,
        -108, -108, -108, -108, -108,
        -126, -126, -126, -126, -126,
        -144, -144, -144, -144, -144,
        -162, -162, -162, -162, -162,
        // advisor on each point: ranks 1..10 from its own side, files a..e
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 321,
        200, 200, 200, 203, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        // elephant on each point: ranks 1..10 from its own side, files a..e
        200, 200, 177, 200, 200,
        200, 200, 200, 200, 200,
        186, 200, 200, 200, 274,
        200, 200, 200, 200, 200,
        200, 200, 178, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        // horse on each point: ranks 1..10 from its own side, files a..e
        383, 297, 289, 332, 379,
        308, 361, 281, 327, 401,
        332, 309, 391, 414, 384,
        354, 355, 373, 303, 497,
        362, 397, 454, 446, 393,
        383, 404, 438, 492, 384,
        374, 394, 272, 417, 356,
        390, 374, 403, 391, 396,
        389, 383, 409, 380, 385,
        382, 378, 398, 393, 385,
        // chariot on each point: ranks 1..10 from its own side, files a..e
        819, 906, 866, 867, 867,
        847, 838, 820, 811, 826,
        865, 925, 873, 885, 841,
        836, 914, 891, 885, 896,
        863, 902, 896, 924, 806,
        836, 880, 907, 867, 870,
        913, 915, 938, 914, 885,
        907, 865, 909, 900, 857,
        903, 898, 852, 927, 901,
        797, 840, 870, 877, 887,
        // cannon on each point: ranks 1..10 from its own side, files a..e
        460, 460, 502, 494, 463,
        459, 458, 445, 446, 367,
        515, 460, 522, 529, 511,
        476, 455, 480, 517, 458,
        410, 496, 516, 473, 555,
        489, 450, 491, 437, 522,
        515, 506, 490, 508, 521,
        484, 454, 476, 516, 444,
        475, 478, 516, 548, 470,
        492, 493, 428, 443, 470,
        // soldier on each point: ranks 1..10 from its own side, files a..e
        100, 100, 100, 100, 100,
        100, 100, 100, 100, 100,
        100, 100, 100, 100, 100,
        34, 100, 37, 100, 116,
        49, 110, 84, 110, 126,
        41, 87, 177, 162, 198,
        123, 85, 164, 134, 177,
        118, 213, 214, 237, 254,
        199, 253, 222, 238, 274,
        170, 181, 173, 165, 179,
        // horse mobility 0..8
        -76, -62, -22, 11, 38, 50, 72, 67, 116,
        // chariot mobility 0..17
        11, 8, 19, 23, 27, 45, 52, 67, 58,
        65, 48, 112, 100, 77, 84, 83, 63, 109,
        // cannon moves 0..17
        -11, 12, 51, 45, 54, 56, 68, 64, 65,
        55, 66, 78, 87, 25, 48, 31, 11, 44,
        // cannon aimed with two screens
        25,
        // cannon facing the general
        175,
        // danger to the general, squared
        -3,
        // attackers: horse, chariot beside, chariot facing, cannon 2 screens, cannon, soldier
        -61, 9, 0, 8, 7, -5,
        // missing advisors × attackers
        -21,
        // missing elephants × attackers
        -4,
        // threatened, side to move
        -33,
        // two threatened, side to move
        -7,
        // threatened, other side
        -8,
        // side to move
        56,
        // connected crossed soldiers
        -46,
    ],
    eg: [
        // general on each point: ranks 1..10 from its own side, files a..e
        0, 0, 0, 10, 19,
        -18, -18, -18, -28, 14,
        -36, -36, -36, -56, -67,
        -54, -54, -54, -54, -54,
        -72, -72, -72, -72, -72,
        -90, -90, -90, -90, -90,
        -108, -108, -108, -108, -108,
        -126, -126, -126, -126, -126,
        -144, -144, -144, -144, -144,
        -162, -162, -162, -162, -162,
        // advisor on each point: ranks 1..10 from its own side, files a..e
        200, 200, 200, 80, 200,
        200, 200, 200, 200, 39,
        200, 200, 200, 34, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        // elephant on each point: ranks 1..10 from its own side, files a..e
        200, 200, 85, 200, 200,
        200, 200, 200, 200, 200,
        33, 200, 200, 200, 27,
        200, 200, 200, 200, 200,
        200, 200, 48, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        200, 200, 200, 200, 200,
        // horse on each point: ranks 1..10 from its own side, files a..e
        432, 345, 405, 422, 424,
        404, 421, 411, 377, 458,
        382, 415, 369, 461, 411,
        403, 415, 427, 405, 452,
        406, 428, 407, 363, 440,
        418, 433, 436, 382, 422,
        420, 395, 406, 398, 390,
        430, 421, 458, 418, 429,
        441, 426, 429, 442, 444,
        419, 425, 460, 450, 440,
        // chariot on each point: ranks 1..10 from its own side, files a..e
        859, 920, 928, 925, 914,
        919, 905, 933, 925, 914,
        935, 932, 926, 928, 916,
        905, 914, 926, 929, 922,
        937, 915, 923, 928, 936,
        907, 866, 952, 915, 962,
        964, 935, 933, 913, 953,
        929, 905, 944, 954, 927,
        930, 938, 857, 916, 952,
        880, 905, 884, 924, 930,
        // cannon on each point: ranks 1..10 from its own side, files a..e
        416, 403, 423, 387, 410,
        402, 407, 388, 340, 397,
        410, 435, 402, 385, 419,
        446, 408, 390, 397, 405,
        398, 372, 398, 424, 450,
        401, 452, 440, 429, 408,
        390, 385, 372, 354, 421,
        425, 434, 406, 391, 389,
        430, 410, 436, 440, 417,
        423, 447, 409, 387, 416,
        // soldier on each point: ranks 1..10 from its own side, files a..e
        120, 120, 120, 120, 120,
        120, 120, 120, 120, 120,
        120, 120, 120, 120, 120,
        62, 120, 50, 120, 124,
        87, 130, 63, 130, 137,
        161, 144, 189, 207, 220,
        155, 170, 173, 187, 182,
        164, 161, 189, 267, 253,
        198, 235, 189, 202, 380,
        154, 171, 129, 157, 203,
        // horse mobility 0..8
        -41, -41, -29, -25, -32, -21, -30, -11, -28,
        // chariot mobility 0..17
        1, -14, -9, 32, -28, 54, 65, 73, 54,
        36, 96, 55, 69, 87, 52, 99, 74, 56,
        // cannon moves 0..17
        -6, -20, -1, -20, -23, -9, -19, -28, -38,
        -3, -30, -38, -38, 16, -4, 21, 6, -38,
        // cannon aimed with two screens
        -11,
        // cannon facing the general
        -22,
        // danger to the general, squared
        -4,
        // attackers: horse, chariot beside, chariot facing, cannon 2 screens, cannon, soldier
        75, 56, 0, 47, 66, 74,
        // missing advisors × attackers
        23,
        // missing elephants × attackers
        7,
        // threatened, side to move
        3,
        // two threatened, side to move
        2,
        // threatened, other side
        16,
        // side to move
        -9,
        // connected crossed soldiers
        -33,
    ],
};
