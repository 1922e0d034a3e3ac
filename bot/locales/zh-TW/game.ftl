game-played = 第{ $game }局：{ $by }走了{ $move }。
game-over-head = 第{ $game }局已結束：
game-head = 第{ $game }局：
game-answered = { $by }按預設著法應以{ $move }。
game-to-move = 輪到{ $who }走棋。
game-thinking = { $who }正在思考。

refused-no-such-game = 沒有第{ $game }局
refused-unreadable = 第{ $game }局無法讀取（{ $reason }）；你的其他對局不受影響
refused-not-yours = 你沒有參加第{ $game }局
refused-over = 第{ $game }局已經結束
refused-not-yours-here = 你沒有參加這裡的對局
refused-none-in-progress = 你沒有進行中的對局（用 /challenge 開始一局）
refused-which = 哪一局？請加上 game:編號 —— 你進行中的對局：
refused-not-your-turn = 第{ $game }局還沒輪到你：現在該{ $side }走
refused-dark-typed-in-public = 第{ $game }局是迷霧對局：在別人看得到的地方輸入著法會讓對手看到它，所以 Palace 沒有走這步棋；請重新選擇著法，在與 Palace 的私訊裡輸入，或使用 /move
refused-dark-board = 第{ $game }局是迷霧對局：結束之前棋盤不公開
refused-dark-record = 第{ $game }局是迷霧對局：結束之後才顯示棋譜
refused-dark-replay = 第{ $game }局是迷霧對局：結束之後才能回放
refused-draw-already-offered = 你已經提和了
refused-no-draw-offered = { $name }沒有提和
refused-too-late-to-abort = 第{ $game }局已不能取消：雙方都已走棋（可以認輸或提和）
refused-abort-event-game = 第{ $game }局是比賽對局，不能取消：其結果計入比賽（可以認輸或提和）
refused-no-takebacks-in-dark = 迷霧迷你象棋不能悔棋
refused-takeback-already-asked = 你已經請求過悔棋了
refused-nothing-to-take-back = 你還沒有走棋：沒有可以悔的棋
refused-no-takeback-asked = { $name }沒有請求悔棋
refused-offer-lapsed = { $takeback ->
    [yes] 你走棋後，{ $by }的悔棋請求已失效；用 /takeback request 可以自己提出
   *[no] 你走棋後，{ $by }的提和已失效；用 /draw offer 可以自己提和
}
refused-no-takeback = 不能悔棋：{ $why }

game-your-move = { $place }的第{ $game }局（{ $variant }）輪到你走了。
game-your-move-last = { $by }走了{ $move }。
game-dark-head = 第{ $game }局 ·{" "}
game-you-played = 你走了{ $move }。

game-ended = { $result }。
game-ended-uncounted = 雙方都走棋之前對局就結束了，因此不計等級分和戰績。
game-whole = 全局著法：
game-timed-out = 第{ $game }局：{ $name }未在時限內走棋。
game-aborted = 第{ $game }局已被{ $by }中止：無結果，不計等級分。
game-ratings = 等級分：{ $a } { $a_before } → { $a_after }，{ $b } { $b_before } → { $b_after }

game-dark-moved = 第{ $game }局：{ $side }已走棋（第{ $ply }步）。
game-dark-to-move = 輪到{ $side }走棋。

game-draw-offered = 第{ $game }局：{ $by }提和。{ $to }：/draw accept 接受，/draw decline 拒絕。
game-draw-offered-palace = 第{ $game }局：{ $by }向{ $to }提和。
game-draw-offered-you = { $by }在第{ $game }局（{ $place }）提和。
game-draw-declined = 第{ $game }局：{ $by }拒絕和棋。
game-takeback-asked = 第{ $game }局：{ $by }請求悔棋。{ $to }：/takeback accept 同意，/takeback decline 拒絕。
game-takeback-asked-palace = 第{ $game }局：{ $by }請求{ $to }允許悔棋。
game-takeback-asked-you = { $by }在第{ $game }局（{ $place }）請求悔棋。
game-takeback-accepted = 第{ $game }局：{ $by }同意悔棋：{ $plies ->
    [1] { $asker }的上一步已退回
   *[other] { $asker }的上一步及其應著已退回
}。
game-takeback-declined = 第{ $game }局：{ $by }拒絕悔棋。
game-offer-lapsed = 第{ $game }局：{ $mover }沒有回應你的{ $takeback ->
    [yes] 悔棋請求
   *[no] 提和
}而是直接走棋，因此已失效。

game-reminded-you = 提醒：{ $place }的第{ $game }局（{ $variant }）輪到你走，剩餘{ $left }。
game-reminder = 提醒：第{ $game }局輪到{ $name }走，剩餘{ $left }。

game-line = 第{ $game }局 · { $variant } · { $red } 對 { $black }
game-line-running = {" "}· 第{ $number }回合 · { $who }
game-line-your-move = 輪到你走
game-line-to-move = 輪到{ $name }走
game-line-stopped = {" "}· 計時暫停：{ $away }
game-line-then-left = {" "}· 之後剩餘{ $left }
game-line-left = {" "}· 剩餘{ $left }
game-line-result = {" "}· { $result }
game-line-over = {" "}· 已結束
game-line-aborted = {" "}· 已中止：無結果，不計等級分
game-line-unreadable = {" "}· 無法讀取
game-unreadable = 第{ $game }局 · 無法讀取

game-title = 第{ $game }局 · { $red } 對 { $black }
game-title-aborted = {" "}· 已中止
