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
refused-dark-board = 第{ $game }局是迷霧對局：結束之前棋盤不公開
refused-dark-record = 第{ $game }局是迷霧對局：結束之後才顯示棋譜
refused-dark-replay = 第{ $game }局是迷霧對局：結束之後才能回放
refused-draw-already-offered = 你已經提和了
refused-no-draw-offered = { $name }沒有提和
refused-too-late-to-abort = 第{ $game }局已不能取消：雙方都已走棋（可以認輸或提和）
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
