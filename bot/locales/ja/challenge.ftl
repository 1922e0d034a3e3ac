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
