rules-xiangqi = **シャンチー**（9×10）。赤が先に指します。駒は線の交点に置きます。将と士は九宮から出られません：将は縦横に1路、士は斜めに1路動きます。象は斜めに2路動き、川を越えられず、間の点に駒があると動けません。馬は縦横に1路進んでから斜めに1路動き、最初の点に駒があると動けません。車は縦横にいくらでも動きます。炮は車と同じように動きますが、駒を取るときはちょうど1枚を飛び越えます。兵は前に1路進み、川を越えると横にも動けます。双方の将が、間に駒のない同じ筋で向かい合ってはいけません。詰みまたは手詰まりにすれば勝ちです。連続王手と長捉は負けで、それ以外の繰り返しと、駒を取らない100手は引き分けです（その間に一方が10回を超えて王手をかけるたびに、上限が2手延びます）。
rules-minixiangqi = **ミニシャンチー**（7×7）。川、士、象のない7×7盤のシャンチーです：各側は将1枚、車2枚、炮2枚、馬2枚、兵4枚を持ちます。兵は最初から前にも横にも動けます。将は3×3の九宮から出られず、間に駒のない筋で相手の将と向かい合ってはいけません。詰みまたは手詰まりにすれば勝ちです。連続王手と長捉は負けで、それ以外の繰り返しと、駒を取らない100手は引き分けです（その間に一方が10回を超えて王手をかけるたびに、上限が2手延びます）。
rules-dark-minixiangqi = **ダーク・ミニシャンチー**。霧の中のミニシャンチーです：見えるのは自分の駒と、自分の駒が動ける点・取れる点だけで、ふさがった馬の足や炮の台は伏せた駒として表示されます。王手の規則はありません：自分の駒はどう動かしてもよく、将同士が向かい合ってもよく、将は間に駒のない筋越しに相手の将を取れます。相手の将を取れば勝ち、指す手のない側は負け、同一局面の3回目か駒を取らない60手で引き分けです。各プレイヤーは一手ごとにDMで自分の視点を受け取り、終局すると対局全体が公開されます。
rules-minishogi = **5五将棋**（5×5）。各側は玉、金、銀、角、飛、歩を1枚ずつ持ちます。取った駒は自分の持ち駒になり、指す代わりに空いたマスに打てます。最奥の段が敵陣で、そこへ入る手や出る手で成れます（最終段に進む歩は必ず成ります）。二歩、最終段への歩打ち、打ち歩詰めは反則です。詰ませれば勝ちで、指す手のない側は負けです。同一局面が4回現れたら、連続王手をかけていた側の負け、そうでなければ先手の負けです。700手目でまだ続いている対局は引き分けです（lishogiの上限）。

games-none = { $name }に進行中の対局はありません。
games-none-here = { $name }にはここで進行中の対局はありません。
games-of = { $name }の進行中の対局：
games-open-challenges = 受付中の申し込み：
open-challenge = 申し込み{ $id } · { $terms } · { $whom } · 残り{ $lapses }で失効
open-challenge-from = { $challenger }から · /accept challenge:{ $id } または /decline challenge:{ $id }
open-challenge-to = { $opponent }宛て
open-challenge-anyone = 掲示した場所の誰でも受けられます

replay = 対局{ $game }の再生{ $seen }（{ $plies }手）。
replay-cut = 対局{ $game }の再生{ $seen }（{ $plies }手のうち最後の{ $max }手。/export で全棋譜を出せます）。
replay-as-seen-by = （{ $side }から見えた盤面）
replay-from = （{ $side }側から）

stats-head = { $name }：
stats-head-this-server = { $name }（成績はこのサーバーのもの、レーティングは全サーバー共通）：
stats-head-ratings-only = { $name }（レーティングのみ。成績は対局したサーバーで表示されます）：
stats-row = { $variant } · { $rating } · { $games }局：{ $won }勝{ $lost }敗{ $drawn }分
stats-rating = レーティング{ $rating }
stats-unrated = レーティングなし
stats-none-here = ここで終わった対局はまだありません
stats-none = 終わった対局はまだありません
stats-puzzles = 詰め問題：{ $given }問中{ $solved }問正解
stats-vacation = 休暇：
provisional-note = ? = 暫定：レーティング対象の対局が少なく、まだ確かではありません（Glicko-2の偏差が110超）。対象の対局を重ねると落ち着きます。

leaderboard-head = { $variant } · 上位20人（{ $by ->
    [wins] 勝ち数順
    [games] 対局数順
   *[rating] レーティング順
}）
leaderboard-nobody = まだ誰もいません
leaderboard-row = { $rank }. { $name } · { $rating } · { $wins }勝 · { $games }局

activity-started = 最近始まった対局：
activity-none-started = 進行中の対局はありません
activity-finished = 最近終わった対局：
activity-none-finished = まだありません
activity-game = 対局{ $game } · { $variant } · { $red } 対 { $black } · { $end }
activity-aborted = 中止
activity-unreadable = 読み込めません

refused-leaderboard-needs-server = /leaderboard はサーバーのプレイヤーを一覧にします：そのサーバーのチャンネルで使ってください

allowance-none = 365日あたり{ $days }日の休暇はもう残っていません。
# $one chooses English's "is" or "are"; nothing here depends on it.
allowance-left = 365日あたり{ $days }日の休暇のうち、残りは{ $left }です。{ $one ->
   *[other] {""}
}
