cmd-challenge = 向某人（或这里的任何人）发起对局挑战，或用 level: 与 Palace 本身对弈
cmd-accept = 接受这里的挑战（向你发起的，或任何人都可接受的）
cmd-decline = 拒绝向你发起的挑战
cmd-cancel = 撤回你的挑战
cmd-move = 走一步棋（WXF 如 C2=5，中文如 炮二平五，坐标如 h3e3，西式如 P-5c）
cmd-board = 显示你对局的棋盘
cmd-position = 局面的 FEN（迷雾对局中只有你自己的视野），轮到你时列出合法着法
cmd-resign = 认输
cmd-draw = 提和、同意或拒绝和棋
cmd-abort = 双方都走棋之前取消对局
cmd-takeback = 请求悔掉你的上一步，或回应这样的请求
cmd-premove = 走棋之后：预设你对预期应着的回应，对方一走就立即走出
cmd-games = 进行中的对局、轮到谁走和剩余时间
cmd-export = 对局的文字棋谱（PGN 格式），便于保存或在别处研究
cmd-replay = 对局的动画（GIF），一步一步回放
cmd-page = 对局网页的地址（在你的迷雾对局中，还有你自己视角的地址）
cmd-analyse = 对局结束后：Palace 评估下降最多的着法，在棋谱中标出
cmd-stats = 一位棋手在各个棋种的等级分和战绩
cmd-leaderboard = 一个棋种的前 20 名棋手
cmd-activity = 最近开始和结束的对局
cmd-settings = 你的语言、棋子样式、记谱法，以及轮到你时如何通知你
cmd-puzzle = 来自已完成对局（先是你自己的）的一步制胜局面：用 /move 作答
cmd-vacation = 休假几天：你所有对局的计时暂停，直到你回来
cmd-rules = 一个棋种的简要规则
cmd-tournament = 本服务器的比赛：创建、报名、退出、开始、排名、列表、取消资格
cmd-help = Palace 能做什么

opt-game = 哪一局（局号），如果你同时下几局
opt-challenge = 哪个挑战（编号），如果有几个
opt-challenge-opponent = 和谁下（@某人，或 @Palace）；不填则发起这里任何人都可以接受的挑战
opt-challenge-variant = 哪种棋：迷你象棋（7×7）、其迷雾版、象棋（9×10）或5五将棋（5×5）
opt-challenge-side = red/black（象棋类）、sente/gote（5五将棋）、first 或 second；默认随机
opt-challenge-days = 每步棋的天数（1到14，默认3）
opt-challenge-rated = 结果是否计入等级分（默认 true；友谊对局用 false）
opt-challenge-fen = 用FEN表示的开局局面（仅限不计分对局）
opt-challenge-level = 与Palace本身按此级别对局（1 入门 … 8 最强），而不是和人下
opt-move-text = 着法
opt-board-flip = 从另一方看
opt-draw-action = 提和，或回应对方的提和
opt-takeback-action = 请求悔棋，或回应对方的请求
opt-premove-line = 成对的着法，先对方后自己（行与行之间用 ;）；不填则显示你的预设着法和示例
opt-premove-clear = 清除你的预设着法
opt-games-user = 谁的对局（默认你的）
opt-replay-view = 已结束的迷雾对局：红方或黑方看到的样子，或真实棋盘（full）
opt-page-new = 为你在迷雾对局中的视角生成新链接，旧链接随之失效
opt-stats-user = 谁的（默认你的）
opt-stats-variant = 只看一种棋
opt-leaderboard-variant = 哪种棋
opt-leaderboard-by = 排序：rating（默认）、wins 或 games
opt-activity-variant = 只看一种棋
opt-settings-style = traditional（汉字棋子）或 western（字母）
opt-settings-notify = 如何得知轮到你：ping（在对局频道提及你）、dm（私信）或 off（关闭）
opt-settings-challenges = 是否允许别人点名挑战你（off：只收到公开挑战）
opt-settings-remind = 截止前何时提醒你，如 24h,2h 或 1d,30m；off；或 default
opt-settings-language = Palace对你说的语言（不填：你的Discord语言）
opt-export-notation = 着法的记法（不填：WXF，5五将棋用西式，与棋谱保存的一致）
opt-settings-for = server：本服务器公开消息的语言和记法（修改需“管理服务器”权限）
opt-settings-organisers = 与 for:server 一起：除管理者外可以创建比赛的身份组（@everyone：任何人）
opt-settings-notation = 着法的写法：wxf、chinese 或 iccs（象棋类）；western、japanese 或 usi（5五将棋）
opt-puzzle-action = next：下一题；hint：提示；answer：答案（不填：你的题目，或新的一题）
opt-vacation-days = 休假几天（在你每年的休假天数之内；见 /vacation）
opt-vacation-end = 提前回来：计时重新开始
opt-rules-variant = 哪种棋
opt-tournament-action = create（需管理服务器权限）、join、leave、start、standings、list，或 withdraw 某位棋手
opt-tournament-tournament = 哪个比赛（编号），如果服务器有多个
opt-tournament-format = create：round-robin（循环赛，所有对局同时开始）或 swiss（瑞士制，按积分逐轮编排）
opt-tournament-variant = create：哪种棋
opt-tournament-days = create：每步的天数（1到14，默认3）
opt-tournament-rated = create：对局是否计等级分（默认是）
opt-tournament-rounds = create 瑞士制：轮数（默认5）
opt-tournament-double = create 循环赛：每两人对局两次，红黑各一次
opt-tournament-players = create：最多人数（循环赛最多16人，瑞士制最多64人）
opt-tournament-signup = create：报名天数，到期后自动开始
opt-tournament-player = withdraw：取消谁的资格（组织者）

choice = { $word ->
    [minixiangqi] 迷你象棋
    [dark-minixiangqi] 迷雾迷你象棋
    [xiangqi] 象棋
    [minishogi] 5五将棋
    [red] 红方
    [black] 黑方
    [sente] 先手
    [gote] 后手
    [first] 先走
    [second] 后走
    [random] 随机
    [offer] 提议
    [request] 请求
    [accept] 接受
    [decline] 拒绝
    [full] 完整棋盘
    [rating] 等级分
    [wins] 胜局数
    [games] 对局数
    [traditional] 传统（汉字）
    [western] 西式
    [ping] 提及
    [dm] 私信
    [on] 开启
    [off] 关闭
    [chinese] 中文
    [japanese] 日本式
    [next] 下一题
    [hint] 提示
    [answer] 答案
    [me] 我自己
    [server] 本服务器
    [round-robin] 循环赛
    [swiss] 瑞士制
    [create] 创建
    [join] 报名
    [leave] 退出
    [start] 开始
    [standings] 排名
    [list] 列表
    [withdraw] 取消资格
   *[other] { $word }
}

help-intro = Palace 以通信方式下迷你象棋、迷雾迷你象棋、象棋和5五将棋。
help-start = 先用 /challenge 发起对局，然后用 /move 走棋（中文记法如 炮二平五、WXF 如 C2=5、坐标如 h3e3，5五将棋用西式如 P-5c）。
help-levels = Palace 的级别，以低于第8级的Elo分差表示（在迷你象棋中互相对局测得）：{ $steps }。第8级思考时间最长。
help-level = 第{ $level }级约低{ $elo }
help-tournaments = 比赛（/tournament）：循环赛所有对局同时开始；瑞士制在上一轮全部结束后按积分编排下一轮，不重复相遇，红黑交替。排名：积分，然后是索伯分和胜局（循环赛），或布赫霍尔茨（去最低）和索伯分（瑞士制）。退出比赛、或在剩下的每盘棋都超时的棋手视为退赛，不再编排对局；在循环赛中，如果其完成了至少一半的对局，成绩保留，否则其所有成绩对所有人都作废。
user-command-challenge = 发起对局挑战…
