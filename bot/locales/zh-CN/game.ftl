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
refused-dark-typed-in-public = 第{ $game }局是迷雾对局：在别人看得到的地方输入着法会让对手看到它，所以 Palace 没有走这步棋；请重新选择着法，在与 Palace 的私信里输入，或使用 /move
refused-dark-board = 第{ $game }局是迷雾对局：结束之前棋盘不公开
refused-dark-record = 第{ $game }局是迷雾对局：结束之后才显示棋谱
refused-dark-replay = 第{ $game }局是迷雾对局：结束之后才能回放
refused-draw-already-offered = 你已经提和了
refused-no-draw-offered = { $name }没有提和
refused-too-late-to-abort = 第{ $game }局已不能取消：双方都已走棋（可以认输或提和）
refused-abort-event-game = 第{ $game }局是比赛对局，不能取消：其结果计入比赛（可以认输或提和）
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

game-ended = { $result }。
game-ended-uncounted = 双方都走棋之前对局就结束了，因此不计等级分和战绩。
game-whole = 全局着法：
game-timed-out = 第{ $game }局：{ $name }未在时限内走棋。
game-aborted = 第{ $game }局已被{ $by }中止：无结果，不计等级分。
game-ratings = 等级分：{ $a } { $a_before } → { $a_after }，{ $b } { $b_before } → { $b_after }

game-dark-moved = 第{ $game }局：{ $side }已走棋（第{ $ply }步）。
game-dark-to-move = 轮到{ $side }走棋。

game-draw-offered = 第{ $game }局：{ $by }提和。{ $to }：/draw accept 接受，/draw decline 拒绝。
game-draw-offered-palace = 第{ $game }局：{ $by }向{ $to }提和。
game-draw-offered-you = { $by }在第{ $game }局（{ $place }）提和。
game-draw-declined = 第{ $game }局：{ $by }拒绝和棋。
game-takeback-asked = 第{ $game }局：{ $by }请求悔棋。{ $to }：/takeback accept 同意，/takeback decline 拒绝。
game-takeback-asked-palace = 第{ $game }局：{ $by }请求{ $to }允许悔棋。
game-takeback-asked-you = { $by }在第{ $game }局（{ $place }）请求悔棋。
game-takeback-accepted = 第{ $game }局：{ $by }同意悔棋：{ $plies ->
    [1] { $asker }的上一步已退回
   *[other] { $asker }的上一步及其应着已退回
}。
game-takeback-declined = 第{ $game }局：{ $by }拒绝悔棋。
game-offer-lapsed = 第{ $game }局：{ $mover }没有回应你的{ $takeback ->
    [yes] 悔棋请求
   *[no] 提和
}而是直接走棋，因此已失效。

game-reminded-you = 提醒：{ $place }的第{ $game }局（{ $variant }）轮到你走，剩余{ $left }。
game-reminder = 提醒：第{ $game }局轮到{ $name }走，剩余{ $left }。

game-line = 第{ $game }局 · { $variant } · { $red } 对 { $black }
game-line-running = {" "}· 第{ $number }回合 · { $who }
game-line-your-move = 轮到你走
game-line-to-move = 轮到{ $name }走
game-line-stopped = {" "}· 计时暂停：{ $away }
game-line-then-left = {" "}· 之后剩余{ $left }
game-line-left = {" "}· 剩余{ $left }
game-line-result = {" "}· { $result }
game-line-over = {" "}· 已结束
game-line-aborted = {" "}· 已中止：无结果，不计等级分
game-line-unreadable = {" "}· 无法读取
game-unreadable = 第{ $game }局 · 无法读取

game-title = 第{ $game }局 · { $red } 对 { $black }
game-title-aborted = {" "}· 已中止
