challenge-terms = { $variant }（{ $rated ->
    [yes] 计等级分
   *[no] 不计等级分
}，每步{ $days }天{ $own ->
    [yes] ，自定开局局面
   *[no] {""}
}{ $side ->
    [random] ；先后手随机
   *[other] ；{ $challenger }执{ $side }
}）
challenge-to-you = { $challenger }在{ $place }向你发起挑战：{ $terms }。请在那里用 /accept challenge:{ $id } 接受。
