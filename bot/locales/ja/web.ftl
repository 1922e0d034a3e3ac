# ウェブ上の対局ページ。

# ページの題名：「対局 12 · シャンチー」。
page-title = 対局 { $game } · { $variant }
# 対局者。先手（紅）が先：名前、レーティングがあれば添える。
page-players = { $red } 対 { $black }
# レーティング付きの対局者。$provisional（yes/no）：レーティングがまだ不確か。
page-rated-player = { $name }（{ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}）
# 条件：レーティング戦か練習対局か、一手の日数。
page-terms = { $rated ->
    [yes] レーティング戦
   *[no] 練習対局
} · 一手 { $days } 日
# 進行中の対局の局面：手数と手番。
page-to-move = { $number } 手目 · { $side }の手番
# 手番の側の残り時間。
page-time-left = 指すまで残り { $left }
# 対局者が休暇中は時計が止まる。
page-paused = { $until } まで時計停止中
page-aborted = 二手目の前に中止
# 大会の対局。
page-event = 大会 #{ $tournament }、第 { $round } ラウンド
# 進行中のダーク・ミニシャンチー：公開ページが見せないもの。
page-dark-hidden = ダーク・ミニシャンチーの対局者は自分の霧の中しか見えないため、このページは対局が終わってから盤面と指し手を表示します。
# 指し手の一覧と、その中の開始局面。
page-moves = 指し手
page-start = 開始局面
# 一手ずつ見るボタン。
page-first = 最初
page-previous = 前へ
page-next = 次へ
page-last = 最後
page-flip = 盤を反転
page-keys = 矢印キーで一手ずつ、Home と End で最初と最後へ。
# ダウンロード。
page-downloads = ダウンロード
page-record = 棋譜
page-fen = この局面の FEN
page-gif = 再生（GIF）
# 終わったダーク対局の盤面：本当の盤面、または一方の見た盤面。
page-seen-true = 本当の盤面
page-seen-by = { $side }が見た盤面
# ページは対局を実況で追う。
page-live = 実況：新しい指し手は指されるとここに表示されます。
# 対局のないアドレス。
page-not-found = このアドレスに対局はありません。
page-not-found-help = リンクを確認してください。各対局のアドレスは Palace が Discord で対局とともに投稿したものです。
# Palace が対局を一時的に読めないとき。
page-unavailable = Palace は今このページを表示できません。
page-unavailable-help = しばらくしてからもう一度お試しください。

# 棋譜（/export）の下：対局ページのアドレス。
export-page = 対局ページ：{ $url }
# 対局のメッセージの下にある、そのページへのリンクボタン。
button-page = 対局ページ

# /page：対局ページと、ダーク対局の対局者が自分の視点を見る専用リンク（$new：yes なら今作り直し、古いリンクは無効）。
page-link = 対局 { $game } のページ：{ $url }
page-private-link = { $new ->
    [yes] 自分の視点、新しいリンク（古いリンクではもう開けません。人に見せないでください）：{ $url }
   *[no] 自分の視点（あなた専用のリンク、30 日間有効。/page new で無効にできます）：{ $url }
}
refused-no-pages = この Palace はウェブページを提供していません：運営者が有効にしていません。
refused-no-private-view = /page new は進行中の自分のダーク・ミニシャンチー対局で自分の視点への新しい専用リンクを作りますが、対局 { $game } はそうではありません。
# ダーク対局者の専用ページ：相手の手で、本人には見えなかったもの。
page-hidden-move = ?
# ダーク対局者の専用ページの注意書き（$side：本人の側）。
page-private = { $side }としてのあなた自身の視点：このリンクはあなたにだけ送られたものです。人に見せないでください。Discord で /page new を使うと新しいリンクが発行され、このリンクは無効になります。
# 何も開かない専用リンク。
page-link-invalid = このリンクではどの視点も開けません。
page-link-expired = このリンクは期限切れです。
page-link-replaced = このリンクはより新しいリンクに置き換えられました。
page-link-help = Discord で /page を使い、Palace に現在のリンクを尋ねてください。
# 終わった対局のページにある検討グラフ（$side：紅、またはミニ将棋の先手）。
page-graph = { $side }の勝率の推移
# サーバーのページ：ランキング（$by：並べ方）と最近の対局。
button-server-page = ランキングのページ
server-page-title = ランキング · { $variant } · { $by }
server-page-by = { $by ->
    [rating] レーティング順
    [wins] 勝ち数順
   *[games] 対局数順
}
server-page-rank = #
server-page-player = 対局者
server-page-rating = レーティング
server-page-wins = 勝ち
server-page-games = 対局数
server-page-latest = 最近の対局
# サーバーでの対局者のページ。
player-page-ratings = レーティング
player-page-rating = { $variant }：{ $rating }
player-page-results = このサーバーでの成績
player-page-result = { $variant }：{ $wins } 勝 { $losses } 敗 { $draws } 分
player-page-games = ここでの最近の対局
player-page-history = { $variant }のレーティング推移（一局ごと）
button-player-page = 対局者のページ
