list-comma = 、
list-and = { $rest }と{ $last }
games-phrase = 対局{ $games }{ $count ->
   *[other] {""}
}

vacation-away = { $until }まで休暇中です（残り{ $left }）：あなたの対局の時計は止まっています。{ $allowance }早く戻ったら /vacation end を使ってください。
vacation-off = このボットでは休暇機能が無効になっています。
vacation-not-away = 休暇中ではありません。{ $allowance }/vacation days:N で全対局の時計をN日間止められます。

vacation-went-away = { $until }まで休暇に入りました（{ $left }）：{ $clocks }。{ $allowance }早く戻ったら /vacation end を使ってください。
vacation-no-games = 進行中の対局はありません。その間に始まる対局もあなたを待ちます
vacation-stopped = 対局{ $games }の時計を止めました{ $count ->
   *[other] {""}
}
vacation-told-one = { $stopped }。相手に知らせました
vacation-told-all = { $stopped }。相手の皆さんに知らせました
vacation-untold-one = { $stopped }。相手には1日以内にあなたの休暇を知らせたので、今回は知らせません（相手の /games に表示されます）
vacation-untold-all = { $stopped }。相手の皆さんには1日以内にあなたの休暇を知らせたので、今回は知らせません（相手の /games に表示されます）
vacation-untold-some = { $stopped }。相手の皆さんに知らせましたが、{ $untold }の相手には1日以内にあなたの休暇を知らせたので知らせません（相手の /games に表示されます）{ $count ->
   *[other] {""}
}
vacation-away-notice = 対局{ $game }：{ $name }は{ $until }まで休暇中です（{ $left }）：それまで時計は止まります{ $also }。
vacation-also-other = 。もう一方のプレイヤーの休暇中も{ $until }まで止まります

vacation-came-back = お帰りなさい：{ $away }の休暇でした。{ $allowance }始まった日は1日として数えます。{ $untold }
vacation-less-than-a-minute = 1分未満
vacation-back-untold = { $games }の相手には1日以内にあなたの休暇を知らせたので、今回は知らせません（相手の /games に表示されます）。{ $count ->
   *[other] {""}
}
vacation-back-notice = 対局{ $game }：{ $name }が休暇から早く戻りました：{ $how }。
vacation-still-stopped = もう一方のプレイヤーの休暇中は{ $until }まで時計が止まったままです
vacation-runs-again = 時計が再び動きます

refused-days-and-end = 休暇に入るなら days:、早く戻るなら end: を付けてください（両方は付けられません）
refused-vacations-off = このボットでは休暇機能が無効になっています
refused-not-away = 休暇中ではありません（/vacation days:N で時計をN日間止められます）
refused-no-vacation-left = 休暇は残っていません：365日あたり{ $allowance }日をすべて使いました
refused-vacation-too-long = { $days }日は残りの休暇より長いです：365日あたり{ $allowance }日のうち残りは{ $left }です
