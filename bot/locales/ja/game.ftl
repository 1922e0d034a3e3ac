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
refused-dark-typed-in-public = 対局{ $game }はダーク対局です：他の人が読める場所に書いた指し手は相手に見えてしまうため、Palace はその手を指しませんでした。指し手を選び直し、Palace とのDMに書くか、/move を使ってください
refused-dark-board = 対局{ $game }はダーク対局です：終局まで盤面は公開されません
refused-dark-record = 対局{ $game }はダーク対局です：棋譜は終局後に公開されます
refused-dark-replay = 対局{ $game }はダーク対局です：再生は終局後にできます
refused-draw-already-offered = すでに引き分けを提案しています
refused-no-draw-offered = { $name }は引き分けを提案していません
refused-too-late-to-abort = 対局{ $game }はもう中止できません：双方が指しました（投了するか引き分けを提案してください）
refused-abort-event-game = 対局{ $game }は大会の対局なので中止できません：結果は大会に数えられます（投了するか引き分けを提案してください）
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

game-ended = { $result }。
game-ended-uncounted = 双方が指す前に終わったため、レーティングにも戦績にも数えません。
game-whole = 全棋譜：
game-timed-out = 対局{ $game }：{ $name }は時間内に指しませんでした。
game-aborted = 対局{ $game }は{ $by }により中止されました：勝敗なし、レーティング対象外です。
game-ratings = レーティング：{ $a } { $a_before } → { $a_after }、{ $b } { $b_before } → { $b_after }

game-dark-moved = 対局{ $game }：{ $side }が指しました（{ $ply }手目）。
game-dark-to-move = { $side }の手番です。

game-draw-offered = 対局{ $game }：{ $by }が引き分けを提案しました。{ $to }：/draw accept または /draw decline で答えてください。
game-draw-offered-palace = 対局{ $game }：{ $by }が{ $to }に引き分けを提案しました。
game-draw-offered-you = { $by }が対局{ $game }（{ $place }）で引き分けを提案しています。
game-draw-declined = 対局{ $game }：{ $by }は引き分けを断りました。
game-takeback-asked = 対局{ $game }：{ $by }が待ったを申し出ました。{ $to }：/takeback accept または /takeback decline で答えてください。
game-takeback-asked-palace = 対局{ $game }：{ $by }が{ $to }に待ったを申し出ました。
game-takeback-asked-you = { $by }が対局{ $game }（{ $place }）で待ったを申し出ています。
game-takeback-accepted = 対局{ $game }：{ $by }が待ったを受けました：{ $plies ->
    [1] { $asker }の直前の手を戻しました
   *[other] { $asker }の直前の手とそれへの応手を戻しました
}。
game-takeback-declined = 対局{ $game }：{ $by }は待ったを断りました。
game-offer-lapsed = 対局{ $game }：{ $mover }はあなたの{ $takeback ->
    [yes] 待ったの申し出
   *[no] 引き分けの提案
}に答えずに指したため、申し出は無効になりました。

game-reminded-you = お知らせ：{ $place }の対局{ $game }（{ $variant }）はあなたの手番です。残り{ $left }。
game-reminder = お知らせ：対局{ $game }は{ $name }の手番です。残り{ $left }。

game-line = 対局{ $game } · { $variant } · { $red } 対 { $black }
game-line-running = {" "}· 第{ $number }巡 · { $who }
game-line-your-move = あなたの手番
game-line-to-move = { $name }の手番
game-line-stopped = {" "}· 時計停止中：{ $away }
game-line-then-left = {" "}· その後の残り{ $left }
game-line-left = {" "}· 残り{ $left }
game-line-result = {" "}· { $result }
game-line-over = {" "}· 終局
game-line-aborted = {" "}· 中止：勝敗なし、レーティング対象外
game-line-unreadable = {" "}· 読み込めません
game-unreadable = 対局{ $game } · 読み込めません

game-title = 対局{ $game } · { $red } 対 { $black }
game-title-aborted = {" "}· 中止
