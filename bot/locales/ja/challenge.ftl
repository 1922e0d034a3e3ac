challenge-terms = { $variant }（{ $rated ->
    [yes] レーティング対象
   *[no] レーティング対象外
}、一手{ $days }日{ $own ->
    [yes] 、独自の開始局面
   *[no] {""}
}{ $side ->
    [random] 、手番はランダム
   *[other] 、{ $challenger }が{ $side }
}）
challenge-to-you = { $challenger }が{ $place }であなたに対局を申し込みました：{ $terms }。そこで /accept challenge:{ $id } で受けられます。

challenge-offered = { $challenger }が{ $to }に対局を申し込みました：{ $terms }。{ $to }：/accept challenge:{ $id } または /decline challenge:{ $id } で答えてください。
challenge-open = { $challenger }が対局相手を募集しています：{ $terms }。ここにいる誰でも /accept challenge:{ $id } で受けられます。
challenge-start = 開始局面：
challenge-held-back = { $opponent }には{ $minutes }分以内にあなたの申し込みを知らせたため、今回はメンションもDMもせずに掲示します
game-begins = 対局{ $game }開始：{ $red } 対 { $black }、{ $variant }、一手{ $days }日、{ $rated ->
    [yes] レーティング対象
   *[no] レーティング対象外
}。{ $first }から指します。
game-begins-event = （大会#{ $tournament }、第{ $round }回戦。）
challenge-declined = { $by }は{ $challenger }の申し込み{ $id }を断りました。
challenge-withdrawn = { $by }は申し込み{ $id }を取り下げました。
challenge-expired = { $by }の申し込み{ $id }は応答がないまま期限切れになりました。

refused-yourself = 自分自身には申し込めません
refused-own-start-rated = 独自の開始局面からの対局はレーティング対象にできません：rated:false を付けてください
refused-bad-start = その開始局面は使えません：{ $reason }
refused-start-decided = その開始局面はすでに勝敗が決まっています：{ $result }
refused-level-with-opponent = level: はPalaceとの対局用です。opponent:{ $opponent } を外してください（相手に申し込むなら level: を外してください）
refused-palace-unrated = Palaceとの対局はレーティング対象外です：rated: を外すか rated:false を付けてください
refused-too-many-open = 受付中の申し込みが{ $count }件あり、上限に達しています：先にどれかを /cancel してください（{ $which }）
refused-too-many-engine-games = すでにPalaceと{ $count }局対局中で、上限に達しています：先にどれかを終えるか /resign してください（{ $which }）
refused-takes-none = { $name }は現在、名指しの申し込みを受け付けていません（/settings で challenges:off）。公開の申し込み（opponent: なしの /challenge）ならここにいる誰でも受けられます
refused-no-such-challenge = ここに申し込み{ $id }はありません（受けられたか、取り下げられたか、期限切れかもしれません）
refused-which-challenge = どの申し込みですか？ { $which } のどれかを付けてください
refused-nothing-to-accept = ここにあなたが受けられる申し込みはありません
refused-own-challenge = 申し込み{ $id }はあなた自身のものです：ほかの人が受けます（/cancel challenge:{ $id } で取り下げられます）
refused-not-for-you = 申し込み{ $id }はあなた宛てではありません
refused-challenge-expired = 申し込み{ $id }は期限切れです
refused-nothing-to-decline = ここにあなた宛ての申し込みはありません
refused-yours-to-cancel = 申し込み{ $id }はあなたのものです：/cancel で取り下げられます
refused-nothing-to-withdraw = ここに取り下げられる申し込みはありません
refused-not-yours-to-withdraw = 申し込み{ $id }はあなたのものではないので取り下げられません
refused-challenge-unreadable = 申し込み{ $id }を読み込めません（{ $reason }）。ほかの申し込みや対局には影響ありません
challenge-which-game = { $to }にどのゲームを申し込みますか？
challenge-which-game-open = ここの誰にでも、どのゲームを申し込みますか？
