/// The benchmark's corpus: UI-like strings in ten locales, generated from a fixed seed.
///
/// Lengths follow real UI strings (about 60% up to 20 characters, 30% 21-60, 10% 61-200); each
/// entry sits in a label slot of a text style, 200-343 pt wide, 1-3 lines, truncating the tail.
/// The same seed and count always give the same corpus, so runs and machines compare.

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast PRNG with a fixed output for a seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`, without modulo bias worth mentioning for ranges this small.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }
}

/// One string to check, and the slot it lives in.
struct CorpusEntry: Sendable {
    var locale: String
    var text: String
    /// HIG name of the text style (`Body`).
    var style: String
    var width: Double
    var lines: Int
}

/// How a locale's words join into a string.
struct LocaleVocabulary {
    let locale: String
    let words: [String]
    /// Put between words (a space; nothing for Thai inside a phrase and for Japanese).
    let separator: String
    /// Occasionally ends a string (sentence punctuation of the script).
    let endings: [String]
    /// Capitalize the first letter (scripts with case).
    let capitalizes: Bool
}

enum Corpus {
    static let defaultSeed: UInt64 = 0x7479_7065_6669_7435  // "typefit5"

    /// Text styles entries are set in, weighted toward the ones labels use most.
    static let styles = ["Body", "Body", "Body", "Headline", "Subheadline", "Subheadline", "Footnote", "Callout", "Caption 1", "Title 3"]

    /// Slot widths, 200-343 pt (343 pt: a 375 pt iPhone minus 16 pt margins). A short list, as an
    /// app's labels come in a few widths; it also keeps the full checker's spec small (a rule
    /// per style, width and line limit).
    static let widths: [Double] = [200, 220, 240, 260, 280, 300, 320, 343]

    /// `count` entries from `seed`. Entry `i` depends only on the seed and `i`, so the 1k corpus
    /// is a prefix of the 100k one.
    static func generate(count: Int, seed: UInt64 = defaultSeed) -> [CorpusEntry] {
        (0..<count).map { entry(index: $0, seed: seed) }
    }

    static func entry(index: Int, seed: UInt64) -> CorpusEntry {
        var rng = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        _ = rng.next()
        let vocabulary = rng.pick(vocabularies)
        let roll = rng.int(in: 0...99)
        let length: ClosedRange<Int> = roll < 60 ? 3...20 : roll < 90 ? 21...60 : 61...200
        let text = makeText(vocabulary, length: length, rng: &rng)
        return CorpusEntry(
            locale: vocabulary.locale, text: text, style: rng.pick(styles),
            width: rng.pick(widths), lines: rng.int(in: 1...3))
    }

    /// Words joined until the target length; a string still short of the class's minimum is
    /// filled with the start of one more word, so every length class gets its share.
    static func makeText(_ v: LocaleVocabulary, length: ClosedRange<Int>, rng: inout SplitMix64) -> String {
        let target = rng.int(in: length)
        var text = ""
        var count = 0
        while count < target {
            var word = rng.pick(v.words)
            if !text.isEmpty && rng.int(in: 0...11) == 0 { word = String(rng.int(in: 2...250)) }
            let piece = text.isEmpty ? word : v.separator + word
            let pieceCount = piece.count
            if count + pieceCount > target {
                if count < length.lowerBound {
                    let room = length.lowerBound - count
                    text += piece.prefix(room)
                }
                break
            }
            text += piece
            count += pieceCount
        }
        if text.isEmpty { text = rng.pick(v.words) }
        if v.capitalizes, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        if !v.endings.isEmpty, text.count + 1 <= length.upperBound, rng.int(in: 0...3) == 0 {
            text += rng.pick(v.endings)
        }
        return text
    }

    // The word lists: everyday settings, account and messaging vocabulary of each language,
    // written for this benchmark. Japanese draws only on characters of the bundled CJK test
    // subset (Fonts/README.md): kana, CJK punctuation and the kanji of its sample strings.
    static let vocabularies: [LocaleVocabulary] = [
        LocaleVocabulary(locale: "en", words: [
            "settings", "account", "password", "forgot", "your", "save", "changes", "cancel", "delete",
            "message", "notifications", "allow", "access", "to", "the", "camera", "photos", "location",
            "while", "using", "app", "sign", "in", "with", "email", "address", "continue", "privacy",
            "policy", "and", "terms", "of", "service", "download", "over", "cellular", "data", "Wi-Fi",
            "update", "available", "now", "later", "remind", "me", "tomorrow", "unread", "items",
        ], separator: " ", endings: [".", "?", "!", "…"], capitalizes: true),
        LocaleVocabulary(locale: "de", words: [
            "Einstellungen", "für", "Barrierefreiheit", "Konto", "Passwort", "vergessen", "Änderungen",
            "speichern", "abbrechen", "löschen", "Nachricht", "Mitteilungen", "erlauben", "Zugriff", "auf",
            "die", "Kamera", "Fotos", "Standort", "während", "der", "Nutzung", "anmelden", "mit",
            "E-Mail-Adresse", "weiter", "Datenschutzerklärung", "und", "Nutzungsbedingungen",
            "herunterladen", "über", "Mobilfunknetz", "Aktualisierung", "verfügbar", "jetzt", "später",
            "morgen", "erinnern", "ungelesene", "Einträge", "Geräteverwaltung", "Schriftgröße",
        ], separator: " ", endings: [".", "?", "!", "…"], capitalizes: true),
        LocaleVocabulary(locale: "fi", words: [
            "asetukset", "käyttäjätili", "salasana", "unohditko", "tallenna", "muutokset", "peruuta",
            "poista", "viesti", "ilmoitukset", "salli", "pääsy", "kameraan", "kuviin", "sijaintiin",
            "sovelluksen", "käytön", "aikana", "kirjaudu", "sisään", "sähköpostiosoitteella", "jatka",
            "tietosuojakäytäntö", "ja", "käyttöehdot", "lataa", "mobiiliverkon", "kautta", "päivitys",
            "saatavilla", "nyt", "myöhemmin", "muistuta", "huomenna", "lukemattomat", "esteettömyys",
        ], separator: " ", endings: [".", "?", "!"], capitalizes: true),
        LocaleVocabulary(locale: "ru", words: [
            "настройки", "учётная", "запись", "пароль", "забыли", "сохранить", "изменения", "отменить",
            "удалить", "сообщение", "уведомления", "разрешить", "доступ", "к", "камере", "фотографиям",
            "геопозиции", "при", "использовании", "приложения", "войти", "с", "адресом", "электронной",
            "почты", "продолжить", "политика", "конфиденциальности", "и", "условия", "загрузить", "через",
            "сотовую", "сеть", "обновление", "доступно", "сейчас", "позже", "напомнить", "завтра",
        ], separator: " ", endings: [".", "?", "!", "…"], capitalizes: true),
        LocaleVocabulary(locale: "el", words: [
            "ρυθμίσεις", "λογαριασμός", "κωδικός", "ξεχάσατε", "αποθήκευση", "αλλαγών", "ακύρωση",
            "διαγραφή", "μήνυμα", "ειδοποιήσεις", "να", "επιτρέπεται", "η", "πρόσβαση", "στην", "κάμερα",
            "φωτογραφίες", "τοποθεσία", "κατά", "τη", "χρήση", "της", "εφαρμογής", "σύνδεση", "με",
            "διεύθυνση", "email", "συνέχεια", "πολιτική", "απορρήτου", "και", "όροι", "λήψη", "μέσω",
            "δικτύου", "κινητής", "ενημέρωση", "διαθέσιμη", "τώρα", "αργότερα", "αύριο", "προσβασιμότητα",
        ], separator: " ", endings: [".", ";", "!"], capitalizes: true),
        LocaleVocabulary(locale: "ar", words: [
            "الإعدادات", "الحساب", "كلمة", "السر", "هل", "نسيت", "حفظ", "التغييرات", "إلغاء", "حذف",
            "رسالة", "الإشعارات", "السماح", "بالوصول", "إلى", "الكاميرا", "الصور", "الموقع", "أثناء",
            "استخدام", "التطبيق", "تسجيل", "الدخول", "باستخدام", "البريد", "الإلكتروني", "متابعة",
            "سياسة", "الخصوصية", "والشروط", "تنزيل", "عبر", "الشبكة", "الخلوية", "تحديث", "متاح", "الآن",
            "لاحقًا", "ذكرني", "غدًا", "غير", "مقروءة", "Wi-Fi", "Bluetooth",
        ], separator: " ", endings: [".", "؟", "!"], capitalizes: false),
        LocaleVocabulary(locale: "he", words: [
            "הגדרות", "חשבון", "סיסמה", "שכחת", "את", "שמירת", "השינויים", "ביטול", "מחיקה", "הודעה",
            "התראות", "לאפשר", "גישה", "למצלמה", "לתמונות", "למיקום", "בזמן", "השימוש", "ביישום", "כניסה",
            "עם", "כתובת", "דוא״ל", "המשך", "מדיניות", "הפרטיות", "ותנאי", "השירות", "הורדה", "דרך",
            "הרשת", "הסלולרית", "עדכון", "זמין", "עכשיו", "מאוחר", "יותר", "תזכורת", "מחר", "נגישות",
            "Wi-Fi",
        ], separator: " ", endings: [".", "?", "!"], capitalizes: false),
        LocaleVocabulary(locale: "th", words: [
            "การตั้งค่า", "บัญชี", "รหัสผ่าน", "ลืม", "บันทึก", "การเปลี่ยนแปลง", "ยกเลิก", "ลบ", "ข้อความ",
            "การแจ้งเตือน", "อนุญาต", "ให้", "เข้าถึง", "กล้อง", "รูปภาพ", "ตำแหน่ง", "ขณะ", "ใช้", "แอป",
            "ลงชื่อเข้าใช้", "ด้วย", "อีเมล", "ดำเนินการต่อ", "นโยบาย", "ความเป็นส่วนตัว", "และ", "ข้อกำหนด",
            "ดาวน์โหลด", "ผ่าน", "เครือข่าย", "มือถือ", "อัปเดต", "พร้อมใช้งาน", "ตอนนี้", "ภายหลัง",
            "เตือน", "พรุ่งนี้", "ยังไม่ได้อ่าน", " ",
        ], separator: "", endings: ["?", "!"], capitalizes: false),
        LocaleVocabulary(locale: "hi", words: [
            "सेटिंग्स", "खाता", "पासवर्ड", "भूल", "गए", "बदलाव", "सहेजें", "रद्द", "करें", "हटाएँ", "संदेश",
            "सूचनाएँ", "अनुमति", "दें", "कैमरा", "तक", "पहुँच", "फ़ोटो", "स्थान", "ऐप", "का", "उपयोग", "करते",
            "समय", "साइन", "इन", "ईमेल", "पते", "से", "जारी", "रखें", "गोपनीयता", "नीति", "और", "शर्तें",
            "डाउनलोड", "मोबाइल", "नेटवर्क", "पर", "अपडेट", "उपलब्ध", "अभी", "बाद", "में", "कल", "याद", "दिलाएँ",
        ], separator: " ", endings: ["।", "?", "!"], capitalizes: false),
        LocaleVocabulary(locale: "ja", words: [
            "設定", "キャンセル", "保存しますか？", "通知", "アカウント", "ユーザー名", "パスワードをお忘れですか？",
            "削除", "編集", "完了", "戻る", "検索", "送信", "確認", "登録", "表示", "言語", "を", "の", "に",
            "は", "が", "します", "しました", "できません", "メッセージ", "カメラ", "アクセス", "ダウンロード",
            "アップデート", "あとで", "いま", "日本語", "文章です。", "次の文。", "「設定」", "（確認）", "、", "。",
        ], separator: "", endings: ["。", "？"], capitalizes: false),
    ]
}
