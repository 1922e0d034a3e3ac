premove-lines-head = 第{ $game }局（对方的着法，然后是你的应着）：
premove-shown = 你的预设着法：{ $lines }
premove-queued = 已设置预设着法：{ $lines }
    只有你能看到{ $replaced ->
        [yes] （取代了之前的预设着法）
       *[no] {""}
    }。对方走出某一行预期的着法时，你的应着会立即走出并标为预设着法；对方走其他着法则全部作废。/premove clear 可以立即清除。
premove-none = 你在第{ $game }局没有预设着法。
premove-none-example = 你在第{ $game }局没有预设着法：走完你的棋后，/premove line:"{ $theirs } { $mine }" 会预设你的应着：如果对方走{ $theirs }，你就走{ $mine }（同一行可以接更多对着法，几行之间用 ; 分开）。
premove-dropped = 你在第{ $game }局的预设着法已清除。

premove-in-line = 第{ $line }行：{ $what }
premove-empty = 至少给出一对着法：对方的着法，然后是你的应着
premove-too-many-lines = 最多{ $max }行，而不是{ $count }行
premove-no-answer = { $move }没有应着：每行都是成对的着法，先对方后自己
premove-too-many-pairs = 每行最多{ $max }对着法
premove-over-after-answer = 走完{ $move }对局就结束了：后面不能再接着法
premove-over-after-theirs = 走完{ $move }对局就结束了：没有需要应对的
premove-their-move-why = 对方的着法{ $text }走不了：{ $why }
premove-their-move = 对方的着法{ $text }在那里走不了
premove-answer-why = 你对{ $to }的应着{ $text }走不了：{ $why }
premove-answer = 你对{ $to }的应着{ $text }在那里走不了
premove-two-ways = 第{ $a }行和第{ $b }行对{ $reply }有两种应着：{ $x }和{ $y }

refused-premove-dark = 第{ $game }局是迷雾对局：没有预设着法，因为是否走出预设着法会泄露你看不到的着法
refused-premove-palace = 第{ $game }局的对手是Palace，它会立即应着：预设着法用于和人对局
refused-premove-line-and-clear = 请给出 line: 来预设着法，或 clear: 来清除，不能两者都给
refused-premove-none-to-clear = 你在第{ $game }局没有预设着法
refused-premove-your-move = 第{ $game }局轮到你走：请用 /move 走棋；预设着法用于应对你走棋后预期的对方着法
refused-premove-mistake = 第{ $game }局没有预设任何着法：{ $why }
