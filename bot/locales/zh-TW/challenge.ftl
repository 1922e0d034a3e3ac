challenge-terms = { $variant }（{ $rated ->
    [yes] 計等級分
   *[no] 不計等級分
}，每步{ $days }天{ $own ->
    [yes] ，自訂開局局面
   *[no] {""}
}{ $side ->
    [random] ；先後手隨機
   *[other] ；{ $challenger }執{ $side }
}）
challenge-to-you = { $challenger }在{ $place }向你發起挑戰：{ $terms }。請在那裡用 /accept challenge:{ $id } 接受。
