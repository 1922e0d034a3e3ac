# 網頁上的對局頁面。

# 頁面標題：“第 12 局 · 象棋”。
page-title = 第 { $game } 局 · { $variant }
# 雙方，紅方（先手）在前：名字，有等級分時附上。
page-players = { $red } 對 { $black }
# 帶等級分的棋手；$provisional（yes/no）：等級分尚不確定。
page-rated-player = { $name }（{ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}）
# 條件：計分或友誼，每步天數。
page-terms = { $rated ->
    [yes] 計分
   *[no] 友誼
} · 每步 { $days } 天
# 進行中對局的局面：回合數和輪到哪方。
page-to-move = 第 { $number } 回合 · 輪到{ $side }走
# 輪到的一方還剩多少時間。
page-time-left = 還剩 { $left } 走棋
# 有棋手休假時時鐘暫停。
page-paused = 時鐘暫停至 { $until }
page-aborted = 在第二步之前中止
# 比賽中的對局。
page-event = 比賽 #{ $tournament }，第 { $round } 輪
# 進行中的暗棋：公開頁面不顯示的內容。
page-dark-hidden = 迷霧迷你象棋的每位棋手只能看到自己的迷霧，因此本頁面在對局結束後才顯示棋盤和著法。
# 著法列表及其中的開局局面。
page-moves = 著法
page-start = 開局
# 逐步檢視對局的按鈕。
page-first = 第一步
page-previous = 上一步
page-next = 下一步
page-last = 最後一步
page-flip = 翻轉棋盤
page-keys = 方向鍵逐步檢視著法；Home 和 End 跳到開頭和結尾。
# 下載。
page-downloads = 下載
page-record = 棋譜
page-fen = 此局面的 FEN
page-gif = 回放（GIF）
# 已結束暗棋的棋盤：真實棋盤，或一方所見。
page-seen-true = 真實棋盤
page-seen-by = { $side }所見
# 頁面實時跟隨對局。
page-live = 實時：新著法走出後會出現在這裡。
# 不對應任何對局的地址。
page-not-found = 此地址沒有對局。
page-not-found-help = 請檢查連結：每局的地址就是 Palace 在 Discord 中隨對局釋出的那個。
# Palace 暫時無法讀取對局時。
page-unavailable = Palace 暫時無法顯示此頁面。
page-unavailable-help = 請稍後再試。

# 棋譜（/export）下方：對局頁面的地址。
export-page = 對局頁面：{ $url }
# 對局訊息下方通往其頁面的連結按鈕。
button-page = 對局頁面

# /page：對局頁面，以及迷霧對局棋手自己視角的私人連結（$new：yes 表示剛生成新連結，舊連結隨之失效）。
page-link = 第 { $game } 局的頁面：{ $url }
page-private-link = { $new ->
    [yes] 你自己的視角，新連結（舊連結已無法開啟；請勿分享）：{ $url }
   *[no] 你自己的視角（只屬於你的連結，30 天內有效；/page new 可使其失效）：{ $url }
}
refused-no-pages = 這個 Palace 沒有提供網頁：運營者尚未開啟。
refused-no-private-view = /page new 為你正在進行的迷霧迷你象棋對局生成檢視自己視角的新私人連結，而第 { $game } 局不是這樣的對局。
# 迷霧棋手的私人頁面：對方的著法，棋手沒有看到。
page-hidden-move = ?
# 迷霧棋手私人頁面上的說明（$side：棋手的一方）。
page-private = 你作為{ $side }的自己的視角：這個連結只發給了你，請勿分享。在 Discord 中用 /page new 可獲得新連結並使此連結失效。
# 打不開任何內容的私人連結。
page-link-invalid = 這個連結打不開任何視角。
page-link-expired = 這個連結已過期。
page-link-replaced = 這個連結已被更新的連結取代。
page-link-help = 在 Discord 中用 /page 向 Palace 索取你當前的連結。
# 已結束對局頁面上的覆盤曲線（$side：紅方，或將棋的先手）。
page-graph = { $side }逐步的勝率
# 伺服器的頁面：排行榜（$by：排序方式）和最近的對局。
button-server-page = 排行榜頁面
server-page-title = 排行榜 · { $variant } · { $by }
server-page-by = { $by ->
    [rating] 按等級分
    [wins] 按勝局
   *[games] 按對局數
}
server-page-rank = #
server-page-player = 棋手
server-page-rating = 等級分
server-page-wins = 勝局
server-page-games = 對局數
server-page-latest = 最近的對局
# 棋手在伺服器中的頁面。
player-page-ratings = 等級分
player-page-rating = { $variant }：{ $rating }
player-page-results = 在本伺服器的成績
player-page-result = { $variant }：勝 { $wins }，負 { $losses }，和 { $draws }
player-page-games = 在這裡最近的對局
player-page-history = { $variant }等級分，一局一局
button-player-page = 棋手頁面
