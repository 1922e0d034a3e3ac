limit-too-fast = Palaceが1人から受け付けるより速くコマンドが送られています。{ $seconds }秒後にもう一度どうぞ。
limit-heavy-in-flight = { $jobs ->
    [1] Palaceはまだ前回の分析か再生を処理しています。その答えが出てからもう一度どうぞ。
   *[other] Palaceはまだあなたの分析か再生を{ $jobs }件処理しています。どれかの答えが出てからもう一度どうぞ。
}
limit-busy = Palaceには今、分析と再生がたくさん待っています。1分後にもう一度どうぞ（指し手と盤面には影響ありません）。
front-dms-closed = PalaceからあなたにDMを送れないため、あなた専用の盤面が届きませんでした。このサーバーのメンバーからのDMを許可する（プライバシー設定）か、/board でここに自分だけ見える形で表示してください。対局は続きます。
front-dms-closed-nowhere = PalaceからあなたにDMを送れないため、対局の通知（手番やリマインダー）が届かず、お伝えできるチャンネルもありませんでした。受け取るには、Palaceをあなたのアプリに追加するか、PalaceのいるサーバーのメンバーからのDMを許可してください。それまでは /games で手番と残り時間を確認できます。
front-done-elsewhere = 完了 — { $where } を見てください。
front-done = 完了。
front-queued = 分析または再生{ $ahead }件の後ろに並びました。答えはここに表示されます。
front-went-wrong = Palace側で問題が起きました。もう一度お試しください。指し手を送った場合は、/board で指されたかどうかを確認できます。
front-restarting = Palaceは再起動中です。1分後にもう一度お試しください。
front-unknown-button = このボタンはPalaceにはもうわかりません。
front-done-in-server = 完了 — 対局しているサーバーの対局チャンネルを見てください。
refused-busy = その対局は今とても混み合っています。何も変更されていません。もう一度お試しください
refused-failed-inside = Palaceは /{ $command } の処理に失敗しました（失敗は運営者向けに記録されています）。/board で対局の状況を確認でき、ボタンはもう一度押せます
store-document = { $kind ->
    [game] 対局{ $key }
    [challenge] 申し込み{ $key }
    [player] プレイヤー{ $key }
   *[server] サーバー{ $key }の設定
}
refused-store-unreadable = 保存された{ $what }の記録を読めません（{ $why }）。何も変更されていません
refused-store-unsure = 保存中にデータベースとの接続が切れました（{ $why }）。変更が保存されたかどうかは分かりません。もう一度試す前に確認してください（/board）
refused-store-failed = Palaceのストレージでエラーが起きました（{ $why }）。何も変更されていません。しばらくしてからもう一度お試しください
typed-hint-dm = ここに指し手を書いてください。例：`☗２四歩` や `C2=5`（Palace が読めるどの表記でも構いません。複数の対局中なら game:番号 を付けてください）。/move も使えます。/help にすべてのコマンドがあります。
typed-hint-mention = メッセージで指すには、メンションの後に指し手を書いてください。例：`@Palace ☗２四歩`（Palace が読めるどの表記でも構いません。複数の対局中なら game:番号 を付けてください）。/move も使えます。/help にすべてのコマンドがあります。
