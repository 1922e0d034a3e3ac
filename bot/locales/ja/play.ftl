line-unreadable = 行を読めません：{ $why }
line-unclosed-quote = 引用符（"）が閉じていません
line-no-author = 行は入力する人の名前で始めてください。例：alice: { $text }
line-no-colon = NAME: /command ... と書いてください（例：alice: /challenge @bob minixiangqi）
line-nobody = ':' の前に誰も書かれていません
line-not-a-place = '{ $place }' は場所ではありません：場所は #lobby のように # で始まります
line-unexpected = ':' の前に余分な '{ $text }' があります
line-not-a-name = '{ $name }' は名前ではありません：@ や # を付けずに書いてください
line-palace-name = '{ $name }' はPalace自身の名前です：プレイヤーには別の名前が必要です（Palaceは @Palace として申し込まれると指します）
line-no-slash = コマンドは / で始まります。例：{ $name }: /help
line-no-command = / の後にはコマンド名が必要です
line-wait-how = /wait 時間 と書いてください。例：/wait 2d や /wait 5h30m
line-not-a-duration = '{ $text }' は時間ではありません：2d、5h、30m、1d12h のように書いてください
line-no-place-for = /{ $command } には '{ $text }' を置く場所がありません
play-wait-help = /wait 時間 —（palace play のみ）時計を進めます。例：2d、5h30m、1d12h。リマインダーと時間切れは通常どおり発生します
play-intro = Palace — alice: /challenge @bob minixiangqi  のように入力し、続けて  bob: /accept
    NAME #場所: /command で場所を指定（既定は #lobby）。/wait 2d で時計を進めます。/help でコマンド一覧。

# 対局ページのアドレス。対局の開始時に伝える（$url：アドレス）。
play-page-at = 対局 { $game } のページ：{ $url }
# palace play は対局ページなしで続ける：アドレスが使用中（$why：システムの説明）。
play-pages-not-served = 今回は対局ページを提供しません（{ $address }：{ $why }）。palace play --web アドレス:ポート で別の場所に提供できます。

clock-moved = 時計を{ $span }進めました：{ $done }
span-days = { $n }日
span-hours = { $n }時間
span-minutes = { $n }分
span-seconds = { $n }秒
clock-reminders = { $n ->
    [0] リマインダーの送信なし
   *[other] リマインダー{ $n }件送信
}
clock-timeouts = { $n ->
    [0] 時間切れの対局なし
   *[other] { $n }局が時間切れ
}
clock-expired = 申し込み{ $n }件が期限切れ
