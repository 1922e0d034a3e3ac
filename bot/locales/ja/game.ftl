game-played = 対局{ $game }：{ $by }が{ $move }と指しました。
game-over-head = 対局{ $game }は終了しました：
game-head = 対局{ $game }：
game-answered = { $by }は予約手{ $move }で応じました。
game-to-move = { $who }の手番です。
game-thinking = { $who }が考慮中です。

refused-no-such-game = 対局{ $game }はありません
refused-unreadable = 対局{ $game }を読み込めません（{ $reason }）。ほかの対局には影響ありません
refused-not-yours = あなたは対局{ $game }の対局者ではありません
refused-over = 対局{ $game }は終了しています
refused-not-yours-here = あなたはここの対局の対局者ではありません
refused-none-in-progress = 進行中の対局はありません（/challenge で始めましょう）
refused-which = どの対局ですか？ game:番号 を付けてください — 進行中のあなたの対局：
refused-not-your-turn = 対局{ $game }はあなたの手番ではありません：{ $side }の手番です
refused-dark-board = 対局{ $game }はダーク対局です：終局まで盤面は公開されません
refused-dark-record = 対局{ $game }はダーク対局です：棋譜は終局後に公開されます
refused-dark-replay = 対局{ $game }はダーク対局です：再生は終局後にできます
refused-draw-already-offered = すでに引き分けを提案しています
refused-no-draw-offered = { $name }は引き分けを提案していません
refused-too-late-to-abort = 対局{ $game }はもう中止できません：双方が指しました（投了するか引き分けを提案してください）
refused-no-takebacks-in-dark = ダーク・ミニシャンチーに待ったはありません
refused-takeback-already-asked = すでに待ったを申し出ています
refused-nothing-to-take-back = まだ指していません：戻す手がありません
refused-no-takeback-asked = { $name }は待ったを申し出ていません
refused-offer-lapsed = { $takeback ->
    [yes] あなたが指したので{ $by }の待ったの申し出は無効になりました。/takeback request で自分から申し出られます
   *[no] あなたが指したので{ $by }の引き分けの提案は無効になりました。/draw offer で自分から提案できます
}
refused-no-takeback = 待ったはできません：{ $why }

game-your-move = { $place }の対局{ $game }（{ $variant }）はあなたの手番です。
game-your-move-last = { $by }が{ $move }と指しました。
game-dark-head = 対局{ $game } ·{" "}
game-you-played = あなたは{ $move }と指しました。
