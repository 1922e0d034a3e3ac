game-played = 第{ $game }局：{ $by }走了{ $move }。
game-over-head = 第{ $game }局已结束：
game-head = 第{ $game }局：
game-answered = { $by }按预设着法应以{ $move }。
game-to-move = 轮到{ $who }走棋。
game-thinking = { $who }正在思考。

refused-no-such-game = 没有第{ $game }局
refused-unreadable = 第{ $game }局无法读取（{ $reason }）；你的其他对局不受影响
refused-not-yours = 你没有参加第{ $game }局
refused-over = 第{ $game }局已经结束
refused-not-yours-here = 你没有参加这里的对局
refused-none-in-progress = 你没有进行中的对局（用 /challenge 开始一局）
refused-which = 哪一局？请加上 game:编号 —— 你进行中的对局：
refused-not-your-turn = 第{ $game }局还没轮到你：现在该{ $side }走
refused-dark-board = 第{ $game }局是迷雾对局：结束之前棋盘不公开
refused-dark-record = 第{ $game }局是迷雾对局：结束之后才显示棋谱
refused-dark-replay = 第{ $game }局是迷雾对局：结束之后才能回放
refused-draw-already-offered = 你已经提和了
refused-no-draw-offered = { $name }没有提和
refused-too-late-to-abort = 第{ $game }局已不能取消：双方都已走棋（可以认输或提和）
refused-no-takebacks-in-dark = 迷雾迷你象棋不能悔棋
refused-takeback-already-asked = 你已经请求过悔棋了
refused-nothing-to-take-back = 你还没有走棋：没有可以悔的棋
refused-no-takeback-asked = { $name }没有请求悔棋
refused-offer-lapsed = { $takeback ->
    [yes] 你走棋后，{ $by }的悔棋请求已失效；用 /takeback request 可以自己提出
   *[no] 你走棋后，{ $by }的提和已失效；用 /draw offer 可以自己提和
}
refused-no-takeback = 不能悔棋：{ $why }

game-your-move = { $place }的第{ $game }局（{ $variant }）轮到你走了。
game-your-move-last = { $by }走了{ $move }。
game-dark-head = 第{ $game }局 ·{" "}
game-you-played = 你走了{ $move }。
