premove-lines-head = 第{ $game }局（對方的著法，然後是你的應著）：
premove-shown = 你的預設著法：{ $lines }
premove-queued = 已設定預設著法：{ $lines }
    只有你能看到{ $replaced ->
        [yes] （取代了之前的預設著法）
       *[no] {""}
    }。對方走出某一行預期的著法時，你的應著會立即走出並標為預設著法；對方走其他著法則全部作廢。/premove clear 可以立即清除。
premove-none = 你在第{ $game }局沒有預設著法。
premove-none-example = 你在第{ $game }局沒有預設著法：走完你的棋後，/premove line:"{ $theirs } { $mine }" 會預設你的應著：如果對方走{ $theirs }，你就走{ $mine }（同一行可以接更多對著法，幾行之間用 ; 分開）。
premove-dropped = 你在第{ $game }局的預設著法已清除。

premove-in-line = 第{ $line }行：{ $what }
premove-empty = 至少給出一對著法：對方的著法，然後是你的應著
premove-too-many-lines = 最多{ $max }行，而不是{ $count }行
premove-no-answer = { $move }沒有應著：每行都是成對的著法，先對方後自己
premove-too-many-pairs = 每行最多{ $max }對著法
premove-over-after-answer = 走完{ $move }對局就結束了：後面不能再接著法
premove-over-after-theirs = 走完{ $move }對局就結束了：沒有需要應對的
premove-their-move-why = 對方的著法{ $text }走不了：{ $why }
premove-their-move = 對方的著法{ $text }在那裡走不了
premove-answer-why = 你對{ $to }的應著{ $text }走不了：{ $why }
premove-answer = 你對{ $to }的應著{ $text }在那裡走不了
premove-two-ways = 第{ $a }行和第{ $b }行對{ $reply }有兩種應著：{ $x }和{ $y }

refused-premove-dark = 第{ $game }局是迷霧對局：沒有預設著法，因為是否走出預設著法會洩露你看不到的著法
refused-premove-palace = 第{ $game }局的對手是Palace，它會立即應著：預設著法用於和人對局
refused-premove-line-and-clear = 請給出 line: 來預設著法，或 clear: 來清除，不能兩者都給
refused-premove-none-to-clear = 你在第{ $game }局沒有預設著法
refused-premove-your-move = 第{ $game }局輪到你走：請用 /move 走棋；預設著法用於應對你走棋後預期的對方著法
refused-premove-mistake = 第{ $game }局沒有預設任何著法：{ $why }
