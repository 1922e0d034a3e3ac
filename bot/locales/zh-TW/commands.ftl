cmd-challenge = 向某人（或這裡的任何人）發起對局挑戰，或用 level: 與 Palace 本身對弈
cmd-accept = 接受這裡的挑戰（向你發起的，或任何人都可接受的）
cmd-decline = 拒絕向你發起的挑戰
cmd-cancel = 撤回你的挑戰
cmd-move = 走一步棋（WXF 如 C2=5，中文如 炮二平五，座標如 h3e3，西式如 P-5c）
cmd-board = 顯示你對局的棋盤
cmd-position = 局面的 FEN（迷霧對局中只有你自己的視野），輪到你時列出合法著法
cmd-resign = 認輸
cmd-draw = 提和、同意或拒絕和棋
cmd-abort = 雙方都走棋之前取消對局
cmd-takeback = 請求悔掉你的上一步，或回應這樣的請求
cmd-premove = 走棋之後：預設你對預期應著的回應，對方一走就立即走出
cmd-games = 進行中的對局、輪到誰走和剩餘時間
cmd-export = 對局的文字棋譜（PGN 格式），便於保存或在別處研究
cmd-replay = 對局的動畫（GIF），一步一步回放
cmd-page = 對局網頁的地址（在你的迷霧對局中，還有你自己視角的地址）
cmd-analyse = 對局結束後：Palace 評估下降最多的著法，在棋譜中標出
cmd-stats = 一位棋手在各個棋種的等級分和戰績
cmd-leaderboard = 一個棋種的前 20 名棋手
cmd-activity = 最近開始和結束的對局
cmd-settings = 你的語言、棋子樣式、記譜法，以及輪到你時如何通知你
cmd-puzzle = 來自已完成對局（先是你自己的）的一步制勝局面：用 /move 作答
cmd-vacation = 休假幾天：你所有對局的計時暫停，直到你回來
cmd-rules = 一個棋種的簡要規則
cmd-tournament = 本伺服器的比賽：建立、報名、退出、開始、排名、列表、取消資格
cmd-help = Palace 能做什麼

opt-game = 哪一局（局號），如果你同時下幾局
opt-challenge = 哪個挑戰（編號），如果有幾個
opt-challenge-opponent = 和誰下（@某人，或 @Palace）；不填則發起這裡任何人都可以接受的挑戰
opt-challenge-variant = 哪種棋：迷你象棋（7×7）、其迷霧版、象棋（9×10）或5五將棋（5×5）
opt-challenge-side = red/black（象棋類）、sente/gote（5五將棋）、first 或 second；預設隨機
opt-challenge-days = 每步棋的天數（1到14，預設3）
opt-challenge-rated = 結果是否計入等級分（預設 true；友誼對局用 false）
opt-challenge-fen = 用FEN表示的開局局面（僅限不計分對局）
opt-challenge-level = 與Palace本身按此級別對局（1 入門 … 8 最強），而不是和人下
opt-move-text = 著法
opt-board-flip = 從另一方看
opt-draw-action = 提和，或回應對方的提和
opt-takeback-action = 請求悔棋，或回應對方的請求
opt-premove-line = 成對的著法，先對方後自己（行與行之間用 ;）；不填則顯示你的預設著法和示例
opt-premove-clear = 清除你的預設著法
opt-games-user = 誰的對局（預設你的）
opt-replay-view = 已結束的迷霧對局：紅方或黑方看到的樣子，或真實棋盤（full）
opt-page-new = 為你在迷霧對局中的視角產生新連結，舊連結隨之失效
opt-stats-user = 誰的（預設你的）
opt-stats-variant = 只看一種棋
opt-leaderboard-variant = 哪種棋
opt-leaderboard-by = 排序：rating（預設）、wins 或 games
opt-activity-variant = 只看一種棋
opt-settings-style = traditional（漢字棋子）或 western（字母）
opt-settings-notify = 如何得知輪到你：ping（在對局頻道提及你）、dm（私信）或 off（關閉）
opt-settings-challenges = 是否允許別人點名挑戰你（off：只收到公開挑戰）
opt-settings-remind = 截止前何時提醒你，如 24h,2h 或 1d,30m；off；或 default
opt-settings-language = Palace對你說的語言（不填：你的Discord語言）
opt-export-notation = 著法的記法（不填：WXF，5五將棋用西式，與棋譜儲存的一致）
opt-settings-for = server：本伺服器公開訊息的語言和記法（修改需「管理伺服器」權限）
opt-settings-organisers = 與 for:server 一起：除管理者外可以建立比賽的身分組（@everyone：任何人）
opt-settings-notation = 著法的寫法：wxf、chinese 或 iccs（象棋類）；western、japanese 或 usi（5五將棋）
opt-puzzle-action = next：下一題；hint：提示；answer：答案（不填：你的題目，或新的一題）
opt-vacation-days = 休假幾天（在你每年的休假天數之內；見 /vacation）
opt-vacation-end = 提前回來：計時重新開始
opt-rules-variant = 哪種棋
opt-tournament-action = create（需管理伺服器權限）、join、leave、start、standings、list，或 withdraw 某位棋手
opt-tournament-tournament = 哪個比賽（編號），如果伺服器有多個
opt-tournament-format = create：round-robin（循環賽，所有對局同時開始）或 swiss（瑞士制，按積分逐輪編排）
opt-tournament-variant = create：哪種棋
opt-tournament-days = create：每步的天數（1到14，預設3）
opt-tournament-rated = create：對局是否計等級分（預設是）
opt-tournament-rounds = create 瑞士制：輪數（預設5）
opt-tournament-double = create 循環賽：每兩人對局兩次，紅黑各一次
opt-tournament-players = create：最多人數（循環賽最多16人，瑞士制最多64人）
opt-tournament-signup = create：報名天數，到期後自動開始
opt-tournament-player = withdraw：取消誰的資格（組織者）

choice = { $word ->
    [minixiangqi] 迷你象棋
    [dark-minixiangqi] 迷霧迷你象棋
    [xiangqi] 象棋
    [minishogi] 5五將棋
    [red] 紅方
    [black] 黑方
    [sente] 先手
    [gote] 後手
    [first] 先走
    [second] 後走
    [random] 隨機
    [offer] 提議
    [request] 請求
    [accept] 接受
    [decline] 拒絕
    [full] 完整棋盤
    [rating] 等級分
    [wins] 勝局數
    [games] 對局數
    [traditional] 傳統（漢字）
    [western] 西式
    [ping] 提及
    [dm] 私信
    [on] 開啟
    [off] 關閉
    [chinese] 中文
    [japanese] 日本式
    [next] 下一題
    [hint] 提示
    [answer] 答案
    [me] 我自己
    [server] 本伺服器
    [round-robin] 循環賽
    [swiss] 瑞士制
    [create] 建立
    [join] 報名
    [leave] 退出
    [start] 開始
    [standings] 排名
    [list] 列表
    [withdraw] 取消資格
   *[other] { $word }
}

help-intro = Palace 以通訊方式下迷你象棋、迷霧迷你象棋、象棋和5五將棋。
help-start = 先用 /challenge 發起對局，然後用 /move 走棋（中文記法如 炮二平五、WXF 如 C2=5、座標如 h3e3，5五將棋用西式如 P-5c）。
help-levels = Palace 的級別，以低於第8級的Elo分差表示（在迷你象棋中互相對局測得）：{ $steps }。第8級思考時間最長。
help-level = 第{ $level }級約低{ $elo }
help-tournaments = 比賽（/tournament）：循環賽所有對局同時開始；瑞士制在上一輪全部結束後按積分編排下一輪，不重複相遇，紅黑交替。排名：積分，然後是索伯分和勝局（循環賽），或布赫霍爾茨（去最低）和索伯分（瑞士制）。退出比賽、或在剩下的每盤棋都超時的棋手視為退賽，不再編排對局；在循環賽中，如果其完成了至少一半的對局，成績保留，否則其所有成績對所有人都作廢。
user-command-challenge = 發起對局挑戰…
