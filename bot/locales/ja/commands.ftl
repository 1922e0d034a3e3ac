cmd-challenge = 誰か（またはここの誰でも）に対局を申し込む。level: で Palace 自身とも対局できます
cmd-accept = ここでの挑戦を受ける（あなた宛て、または誰でも受けられるもの）
cmd-decline = あなた宛ての挑戦を断る
cmd-cancel = 自分の挑戦を取り下げる
cmd-move = 一手指す（WXF なら C2=5、座標なら h3e3、西洋式なら P-5c、☗２四歩 も可）
cmd-board = 対局の盤面を表示する
cmd-position = 局面の FEN（ダーク対局では自分の視界のみ）と、手番なら合法手の一覧
cmd-resign = 投了する
cmd-draw = 引き分けを提案する・受ける・断る
cmd-abort = 双方が指す前に対局を中止する
cmd-takeback = 直前の自分の手の待ったを申し出る、またはその申し出に答える
cmd-premove = 自分が指した後：予想される相手の手への応手を予約し、来たらすぐ指す
cmd-games = 進行中の対局、手番と残り時間
cmd-export = 対局の棋譜をテキスト（PGN 形式）で。保存やほかでの研究に
cmd-replay = 対局を一手ずつ見せるアニメーション画像（GIF）
cmd-page = 対局のウェブページのアドレス（自分のダーク対局では、自分の視点のページも）
cmd-analyse = 終局後：Palace の評価が最も下がった手を棋譜に印を付けて示す
cmd-stats = 棋士の各ゲームでのレーティングと成績
cmd-leaderboard = あるゲームの上位 20 人
cmd-activity = 最近始まった対局と終わった対局
cmd-settings = 言語、駒の表示、棋譜の書き方、手番の知らせ方
cmd-puzzle = 終わった対局（まず自分のもの）から、一手で勝てる局面：/move で答える
cmd-vacation = 数日休む：戻るまで全対局の持ち時間が止まります
cmd-rules = ゲームのルールの概要
cmd-tournament = このサーバーの大会：開催、参加、離脱、開始、順位表、一覧、棄権扱い
cmd-help = Palace にできること

opt-game = どの対局か（番号）。複数対局しているとき
opt-challenge = どの申し込みか（番号）。複数あるとき
opt-challenge-opponent = 対局相手（@誰か、または @Palace）。省略するとここにいる誰でも受けられる申し込み
opt-challenge-variant = ゲーム：ミニシャンチー（7×7）、そのダーク版、シャンチー（9×10）、5五将棋（5×5）
opt-challenge-side = red/black（シャンチー類）、sente/gote（5五将棋）、first か second。既定はランダム
opt-challenge-days = 一手あたりの日数（1〜14、既定3）
opt-challenge-rated = 結果をレーティングに反映するか（既定 true。練習対局なら false）
opt-challenge-fen = FENで書いた開始局面（レーティング対象外の対局のみ）
opt-challenge-level = 人ではなくPalace自身とこのレベルで対局（1 初心者 … 8 最強）
opt-move-text = 指し手
opt-board-flip = 反対側から見る
opt-draw-action = 引き分けを提案する、または提案に答える
opt-takeback-action = 待ったを申し出る、または相手の申し出に答える
opt-premove-line = 相手の手と自分の手の組（行の間は ;）。省略すると自分の予約手と例を表示
opt-premove-clear = 予約手を取り消す
opt-games-user = 誰の対局か（既定は自分）
opt-replay-view = 終わったダーク対局を赤か黒が見たとおりに、または本当の盤面（full）で
opt-page-new = ダーク対局の自分の視点への新しいリンク。古いリンクは無効になる
opt-stats-user = 誰の（既定は自分）
opt-stats-variant = 1つのゲームだけ
opt-leaderboard-variant = どのゲームか
opt-leaderboard-by = 順序：rating（既定）、wins、games
opt-activity-variant = 1つのゲームだけ
opt-settings-style = traditional（漢字の駒）または western（アルファベット）
opt-settings-notify = 手番の知らせ方：ping（対局チャンネルでメンション）、dm、off
opt-settings-challenges = 名指しの申し込みを受けるか（off：公開の申し込みだけ届きます）
opt-settings-remind = 期限の何時間前に知らせるか。例：24h,2h や 1d,30m、off、default
opt-settings-language = Palaceがあなたに使う言語（省略：Discordの言語）
opt-export-notation = 指し手の表記（省略：WXF、5五将棋は西洋式。棋譜の保存形式と同じ）
opt-settings-for = server：このサーバーの公開投稿の言語と表記（変更には「サーバー管理」権限が必要）
opt-settings-organisers = for:server と一緒に：管理者のほかに大会を開けるロール（@everyone：誰でも）
opt-settings-notation = 指し手の書き方：wxf、chinese、iccs（シャンチー類）、western、japanese、usi（5五将棋）
opt-puzzle-action = next：次の問題、hint：ヒント、answer：答え（省略：今の問題か新しい問題）
opt-vacation-days = 休暇の日数（年間の休暇日数の範囲内。/vacation を参照）
opt-vacation-end = 早く戻った：時計が再び動きます
opt-rules-variant = どのゲームか
opt-tournament-action = create（サーバー管理権限）、join、leave、start、standings、list、または選手を withdraw
opt-tournament-tournament = どの大会か（番号）、サーバーに複数ある場合
opt-tournament-format = create：round-robin（総当たり、全対局を同時に）または swiss（スイス式、得点順に組み合わせ）
opt-tournament-variant = create：どのゲームか
opt-tournament-days = create：1手あたりの日数（1〜14、既定3）
opt-tournament-rated = create：対局がレーティングに影響するか（既定は影響する）
opt-tournament-rounds = create スイス式：回戦数（既定5）
opt-tournament-double = create 総当たり：全員と2回、先後を入れ替えて対局
opt-tournament-players = create：最大人数（総当たりは最大16人、スイス式は最大64人）
opt-tournament-signup = create：受付日数。過ぎると自動で始まります
opt-tournament-player = withdraw：棄権扱いにする人（主催者）

choice = { $word ->
    [minixiangqi] ミニシャンチー
    [dark-minixiangqi] ダーク・ミニシャンチー
    [xiangqi] シャンチー
    [minishogi] 5五将棋
    [red] 赤
    [black] 黒
    [sente] 先手
    [gote] 後手
    [first] 先に指す
    [second] 後に指す
    [random] ランダム
    [offer] 提案する
    [request] 申し出る
    [accept] 受ける
    [decline] 断る
    [full] 盤面全体
    [rating] レーティング
    [wins] 勝ち数
    [games] 対局数
    [traditional] 伝統（漢字）
    [western] 西洋式
    [ping] メンション
    [dm] DM
    [on] オン
    [off] オフ
    [chinese] 中国式
    [japanese] 日本式
    [next] 次の問題
    [hint] ヒント
    [answer] 答え
    [me] 自分
    [server] このサーバー
    [round-robin] 総当たり
    [swiss] スイス式
    [create] 開催
    [join] 参加
    [leave] 離脱
    [start] 開始
    [standings] 順位表
    [list] 一覧
    [withdraw] 棄権扱い
   *[other] { $word }
}

help-intro = Palaceはミニシャンチー、ダーク・ミニシャンチー、シャンチー、5五将棋を通信対局で指します。
help-start = /challenge で始めて、/move で指します（日本式 ☗２四歩、WXF C2=5、座標 h3e3、中国式 炮二平五、西洋式 P-5c など）。
help-levels = Palaceのレベル（レベル8より低いElo差。ミニシャンチーで互いに対局させて測定）：{ $steps }。レベル8が最も長く考えます。
help-level = レベル{ $level }は約{ $elo }低い
help-tournaments = 大会（/tournament）：総当たり戦は全対局を同時に始めます。スイス式は前の回戦がすべて終わると得点順に次の回戦を組み、同じ相手とは二度当たらず、手番の側は交互になります。順位：得点、次に総当たりではゾンネボルン・ベルガーと勝数、スイス式ではブッフホルツ（最低を除く）とゾンネボルン・ベルガー。抜けた人、または残りのすべての対局で時間切れになった人は棄権となり、以後組み合わせに入りません。総当たりでは、対局の半分以上を終えていれば成績は残り、そうでなければすべての人について取り消されます。
user-command-challenge = 対局を申し込む…
