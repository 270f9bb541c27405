/// Word lists of the real-app corpus, Latin-script languages: the settings, account, privacy,
/// download and sharing vocabulary an app's strings are made of, written for this benchmark.
/// English, German and Finnish come from the W1 corpus (`Corpus.vocabularies`).
enum RealAppWords {
    /// The W1 corpus's list for `locale`.
    static func w1(_ locale: String) -> LocaleVocabulary {
        Corpus.vocabularies.first { $0.locale == locale }!
    }

    static let latinEndings = [".", "?", "!", "…"]

    static let english = w1("en")
    static let german = w1("de")
    static let finnish = w1("fi")

    static let french = LocaleVocabulary(locale: "fr", words: [
        "réglages", "compte", "mot de passe", "oublié", "enregistrer", "les modifications", "annuler", "supprimer",
        "message", "notifications", "autoriser", "l’accès à", "l’appareil photo", "vos photos", "la position",
        "pendant", "l’utilisation de", "l’app", "se connecter", "avec", "adresse e-mail", "continuer",
        "politique de confidentialité", "et", "conditions d’utilisation", "télécharger", "via", "le réseau cellulaire",
        "mise à jour", "disponible", "maintenant", "plus tard", "me le rappeler", "demain", "non lus", "votre",
        "rechercher", "terminé", "modifier", "partager", "aide", "langue", "accessibilité",
    ], separator: " ", endings: [".", "\u{00A0}?", "\u{00A0}!", "…"], capitalizes: true)

    static let spanish = LocaleVocabulary(locale: "es", words: [
        "ajustes", "cuenta", "contraseña", "¿olvidaste", "tu", "guardar", "cambios", "cancelar", "eliminar",
        "mensaje", "notificaciones", "permitir", "acceso a", "la cámara", "tus fotos", "la ubicación", "mientras",
        "usas", "la app", "iniciar sesión", "con", "correo electrónico", "continuar", "política de privacidad", "y",
        "condiciones de uso", "descargar", "a través de", "la red móvil", "actualización", "disponible", "ahora",
        "más tarde", "recordármelo", "mañana", "no leídos", "buscar", "listo", "editar", "compartir", "ayuda",
        "idioma", "accesibilidad",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let portugueseBrazil = LocaleVocabulary(locale: "pt-BR", words: [
        "ajustes", "conta", "senha", "esqueceu", "sua", "salvar", "alterações", "cancelar", "apagar", "mensagem",
        "notificações", "permitir", "acesso à", "câmera", "fotos", "localização", "durante", "o uso do", "app",
        "iniciar sessão", "com", "endereço de e-mail", "continuar", "política de privacidade", "e", "termos de uso",
        "baixar", "pela", "rede celular", "atualização", "disponível", "agora", "mais tarde", "lembrar", "amanhã",
        "não lidas", "buscar", "OK", "editar", "compartilhar", "ajuda", "idioma", "acessibilidade",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let portuguesePortugal = LocaleVocabulary(locale: "pt-PT", words: [
        "definições", "conta", "palavra-passe", "esqueceu-se", "da", "guardar", "alterações", "cancelar", "apagar",
        "mensagem", "notificações", "permitir", "acesso à", "câmara", "fotografias", "localização", "durante",
        "a utilização da", "aplicação", "iniciar sessão", "com", "endereço de e-mail", "continuar",
        "política de privacidade", "e", "termos de utilização", "transferir", "através da", "rede móvel",
        "atualização", "disponível", "agora", "mais tarde", "lembrar", "amanhã", "não lidas", "pesquisar",
        "concluído", "editar", "partilhar", "ajuda", "idioma", "acessibilidade",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let italian = LocaleVocabulary(locale: "it", words: [
        "impostazioni", "account", "password", "dimenticata", "salva", "le modifiche", "annulla", "elimina",
        "messaggio", "notifiche", "consenti", "l’accesso a", "fotocamera", "foto", "posizione", "durante",
        "l’utilizzo", "dell’app", "accedi", "con", "indirizzo e-mail", "continua", "informativa sulla privacy", "e",
        "termini di servizio", "scarica", "tramite", "rete cellulare", "aggiornamento", "disponibile", "ora",
        "più tardi", "ricordamelo", "domani", "non letti", "il tuo", "cerca", "fine", "modifica", "condividi",
        "aiuto", "lingua", "accessibilità",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let dutch = LocaleVocabulary(locale: "nl", words: [
        "instellingen", "account", "wachtwoord", "vergeten", "bewaar", "wijzigingen", "annuleer", "verwijder",
        "bericht", "meldingen", "sta toe", "toegang tot", "camera", "foto’s", "locatie", "tijdens", "gebruik van",
        "de app", "log in", "met", "e-mailadres", "ga door", "privacybeleid", "en", "gebruiksvoorwaarden",
        "download", "via", "mobiel netwerk", "update", "beschikbaar", "nu", "later", "herinner me", "morgen",
        "ongelezen", "je", "zoek", "gereed", "wijzig", "deel", "help", "taal", "toegankelijkheid",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let swedish = LocaleVocabulary(locale: "sv", words: [
        "inställningar", "konto", "lösenord", "glömt", "spara", "ändringar", "avbryt", "radera", "meddelande",
        "notiser", "tillåt", "åtkomst till", "kameran", "bilder", "platsen", "medan", "du använder", "appen",
        "logga in", "med", "e-postadress", "fortsätt", "integritetspolicy", "och", "användarvillkor", "hämta",
        "via", "mobilnätet", "uppdatering", "tillgänglig", "nu", "senare", "påminn mig", "i morgon", "olästa",
        "ditt", "sök", "klar", "redigera", "dela", "hjälp", "språk", "hjälpmedel",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let danish = LocaleVocabulary(locale: "da", words: [
        "indstillinger", "konto", "adgangskode", "glemt", "gem", "ændringer", "annuller", "slet", "besked",
        "notifikationer", "tillad", "adgang til", "kameraet", "billeder", "lokalitet", "mens", "du bruger",
        "appen", "log ind", "med", "e-mailadresse", "fortsæt", "privatlivspolitik", "og", "vilkår", "hent", "via",
        "mobilnetværket", "opdatering", "tilgængelig", "nu", "senere", "påmind mig", "i morgen", "ulæste", "din",
        "søg", "færdig", "rediger", "del", "hjælp", "sprog", "tilgængelighed",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let norwegian = LocaleVocabulary(locale: "nb", words: [
        "innstillinger", "konto", "passord", "glemt", "lagre", "endringer", "avbryt", "slett", "melding",
        "varslinger", "tillat", "tilgang til", "kameraet", "bilder", "posisjon", "mens", "du bruker", "appen",
        "logg på", "med", "e-postadresse", "fortsett", "personvernerklæring", "og", "vilkår", "last ned", "via",
        "mobilnettet", "oppdatering", "tilgjengelig", "nå", "senere", "minn meg på", "i morgen", "uleste", "din",
        "søk", "ferdig", "rediger", "del", "hjelp", "språk", "tilgjengelighet",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let polish = LocaleVocabulary(locale: "pl", words: [
        "ustawienia", "konto", "hasło", "nie pamiętasz", "zapisz", "zmiany", "anuluj", "usuń", "wiadomość",
        "powiadomienia", "zezwól na", "dostęp do", "aparatu", "zdjęć", "lokalizacji", "podczas", "korzystania z",
        "aplikacji", "zaloguj się", "za pomocą", "adresu e-mail", "kontynuuj", "polityka prywatności", "i",
        "warunki korzystania", "pobierz", "przez", "sieć komórkową", "uaktualnienie", "dostępne", "teraz",
        "później", "przypomnij", "jutro", "nieprzeczytane", "twoje", "szukaj", "gotowe", "edytuj",
        "udostępnij", "pomoc", "język", "dostępność",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let czech = LocaleVocabulary(locale: "cs", words: [
        "nastavení", "účet", "heslo", "zapomenuté", "uložit", "změny", "zrušit", "smazat", "zpráva", "oznámení",
        "povolit", "přístup k", "fotoaparátu", "fotkám", "poloze", "během", "používání", "aplikace",
        "přihlásit se", "pomocí", "e-mailové adresy", "pokračovat", "zásady ochrany osobních údajů", "a",
        "podmínky použití", "stáhnout", "přes", "mobilní síť", "aktualizace", "k dispozici", "nyní", "později",
        "připomenout", "zítra", "nepřečtené", "váš", "hledat", "hotovo", "upravit", "sdílet", "nápověda",
        "jazyk", "zpřístupnění",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let slovak = LocaleVocabulary(locale: "sk", words: [
        "nastavenia", "účet", "heslo", "zabudnuté", "uložiť", "zmeny", "zrušiť", "vymazať", "správa",
        "upozornenia", "povoliť", "prístup k", "fotoaparátu", "fotkám", "polohe", "počas", "používania",
        "aplikácie", "prihlásiť sa", "pomocou", "e-mailovej adresy", "pokračovať", "zásady ochrany súkromia", "a",
        "podmienky používania", "stiahnuť", "cez", "mobilnú sieť", "aktualizácia", "dostupná", "teraz", "neskôr",
        "pripomenúť", "zajtra", "neprečítané", "váš", "hľadať", "hotovo", "upraviť", "zdieľať", "pomocník",
        "jazyk", "prístupnosť",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let hungarian = LocaleVocabulary(locale: "hu", words: [
        "beállítások", "fiók", "jelszó", "elfelejtett", "mentés", "módosítások", "mégse", "törlés", "üzenet",
        "értesítések", "engedélyezés", "hozzáférés", "a kamerához", "a fotókhoz", "a helyzethez", "az alkalmazás",
        "használata közben", "bejelentkezés", "e-mail-címmel", "folytatás", "adatvédelmi irányelvek", "és",
        "felhasználási feltételek", "letöltés", "mobilhálózaton", "frissítés", "elérhető", "most", "később",
        "emlékeztessen", "holnap", "olvasatlan", "az Ön", "keresés", "kész", "szerkesztés", "megosztás", "súgó",
        "nyelv", "kisegítő lehetőségek",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let romanian = LocaleVocabulary(locale: "ro", words: [
        "configurări", "cont", "parolă", "ai uitat", "salvează", "modificările", "anulează", "șterge", "mesaj",
        "notificări", "permite", "accesul la", "cameră", "poze", "localizare", "în timpul", "utilizării",
        "aplicației", "autentificare", "cu", "adresa de e-mail", "continuă", "politica de confidențialitate", "și",
        "termenii de utilizare", "descarcă", "prin", "rețeaua celulară", "actualizare", "disponibilă", "acum",
        "mai târziu", "amintește-mi", "mâine", "necitite", "dvs.", "caută", "gata", "editează", "partajează",
        "ajutor", "limbă", "accesibilitate",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let croatian = LocaleVocabulary(locale: "hr", words: [
        "postavke", "račun", "lozinka", "zaboravljena", "spremi", "promjene", "odustani", "izbriši", "poruka",
        "obavijesti", "dopusti", "pristup", "kameri", "fotografijama", "lokaciji", "tijekom", "upotrebe",
        "aplikacije", "prijava", "s", "adresom e-pošte", "nastavi", "pravila o privatnosti", "i", "uvjeti korištenja",
        "preuzmi", "putem", "mobilne mreže", "ažuriranje", "dostupno", "sada", "kasnije", "podsjeti me", "sutra",
        "nepročitano", "vaš", "pretraživanje", "gotovo", "uredi", "dijeli", "pomoć", "jezik", "pristupačnost",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let slovenian = LocaleVocabulary(locale: "sl", words: [
        "nastavitve", "račun", "geslo", "pozabljeno", "shrani", "spremembe", "prekliči", "izbriši", "sporočilo",
        "obvestila", "dovoli", "dostop do", "kamere", "fotografij", "lokacije", "med", "uporabo", "aplikacije",
        "prijava", "z", "e-poštnim naslovom", "nadaljuj", "pravilnik o zasebnosti", "in", "pogoji uporabe",
        "prenesi", "prek", "mobilnega omrežja", "posodobitev", "na voljo", "zdaj", "pozneje", "opomni me", "jutri",
        "neprebrano", "vaš", "iskanje", "končano", "uredi", "deli", "pomoč", "jezik", "dostopnost",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let turkish = LocaleVocabulary(locale: "tr", words: [
        "ayarlar", "hesap", "parola", "unuttunuz mu", "kaydet", "değişiklikler", "vazgeç", "sil", "mesaj",
        "bildirimler", "izin ver", "erişim", "kameraya", "fotoğraflara", "konuma", "uygulamayı", "kullanırken",
        "giriş yap", "ile", "e-posta adresi", "devam", "gizlilik politikası", "ve", "kullanım koşulları", "indir",
        "hücresel ağ üzerinden", "güncelleme", "kullanılabilir", "şimdi", "daha sonra", "hatırlat", "yarın",
        "okunmamış", "sizin", "ara", "bitti", "düzenle", "paylaş", "yardım", "dil", "erişilebilirlik",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let catalan = LocaleVocabulary(locale: "ca", words: [
        "configuració", "compte", "contrasenya", "oblidada", "desa", "els canvis", "cancel·la", "elimina",
        "missatge", "notificacions", "permet", "l’accés a", "la càmera", "les fotos", "la ubicació", "mentre",
        "utilitzes", "l’app", "inicia la sessió", "amb", "adreça electrònica", "continua", "política de privadesa",
        "i", "condicions d’ús", "baixa", "per", "la xarxa mòbil", "actualització", "disponible", "ara", "més tard",
        "recorda-m’ho", "demà", "no llegits", "el vostre", "cerca", "fet", "edita", "comparteix", "ajuda",
        "idioma", "accessibilitat",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let estonian = LocaleVocabulary(locale: "et", words: [
        "seaded", "konto", "parool", "unustasid", "salvesta", "muudatused", "tühista", "kustuta", "sõnum",
        "märguanded", "luba", "juurdepääs", "kaamerale", "fotodele", "asukohale", "rakenduse", "kasutamise ajal",
        "logi sisse", "e-posti aadressiga", "jätka", "privaatsuspoliitika", "ja", "kasutustingimused",
        "laadi alla", "mobiilsidevõrgu kaudu", "uuendus", "saadaval", "kohe", "hiljem", "tuleta meelde", "homme",
        "lugemata", "teie", "otsi", "valmis", "muuda", "jaga", "abi", "keel", "hõlbustus",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let latvian = LocaleVocabulary(locale: "lv", words: [
        "iestatījumi", "konts", "parole", "aizmirsāt", "saglabāt", "izmaiņas", "atcelt", "dzēst", "ziņojums",
        "paziņojumi", "atļaut", "piekļuvi", "kamerai", "fotoattēliem", "atrašanās vietai", "lietotnes",
        "lietošanas laikā", "pierakstīties", "ar", "e-pasta adresi", "turpināt", "privātuma politika", "un",
        "lietošanas noteikumi", "lejupielādēt", "mobilajā tīklā", "atjauninājums", "pieejams", "tagad", "vēlāk",
        "atgādināt", "rīt", "nelasītie", "jūsu", "meklēt", "gatavs", "rediģēt", "kopīgot", "palīdzība", "valoda",
        "pieejamība",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let lithuanian = LocaleVocabulary(locale: "lt", words: [
        "nustatymai", "paskyra", "slaptažodis", "pamiršote", "išsaugoti", "pakeitimus", "atšaukti", "ištrinti",
        "pranešimas", "pranešimai", "leisti", "prieigą prie", "kameros", "nuotraukų", "vietos", "naudojant",
        "programą", "prisijungti", "su", "el. pašto adresu", "tęsti", "privatumo politika", "ir",
        "naudojimo sąlygos", "atsisiųsti", "per", "mobiliojo ryšio tinklą", "naujinys", "pasiekiamas", "dabar",
        "vėliau", "priminti", "rytoj", "neskaityti", "jūsų", "ieškoti", "atlikta", "redaguoti", "bendrinti",
        "pagalba", "kalba", "pritaikymas neįgaliesiems",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let vietnamese = LocaleVocabulary(locale: "vi", words: [
        "cài đặt", "tài khoản", "mật khẩu", "quên", "lưu", "thay đổi", "hủy", "xóa", "tin nhắn", "thông báo",
        "cho phép", "truy cập", "máy ảnh", "ảnh", "vị trí", "trong khi", "sử dụng", "ứng dụng", "đăng nhập",
        "bằng", "địa chỉ email", "tiếp tục", "chính sách quyền riêng tư", "và", "điều khoản sử dụng", "tải về",
        "qua", "mạng di động", "bản cập nhật", "có sẵn", "bây giờ", "để sau", "nhắc tôi", "ngày mai", "chưa đọc",
        "của bạn", "tìm kiếm", "xong", "sửa", "chia sẻ", "trợ giúp", "ngôn ngữ", "trợ năng",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let indonesian = LocaleVocabulary(locale: "id", words: [
        "pengaturan", "akun", "kata sandi", "lupa", "simpan", "perubahan", "batal", "hapus", "pesan",
        "pemberitahuan", "izinkan", "akses ke", "kamera", "foto", "lokasi", "saat", "menggunakan", "aplikasi",
        "masuk", "dengan", "alamat email", "lanjutkan", "kebijakan privasi", "dan", "ketentuan penggunaan", "unduh",
        "melalui", "jaringan seluler", "pembaruan", "tersedia", "sekarang", "nanti", "ingatkan saya", "besok",
        "belum dibaca", "Anda", "cari", "selesai", "edit", "bagikan", "bantuan", "bahasa", "aksesibilitas",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    static let malay = LocaleVocabulary(locale: "ms", words: [
        "tetapan", "akaun", "kata laluan", "terlupa", "simpan", "perubahan", "batal", "padam", "mesej",
        "pemberitahuan", "benarkan", "akses kepada", "kamera", "foto", "lokasi", "semasa", "menggunakan",
        "aplikasi", "daftar masuk", "dengan", "alamat e-mel", "teruskan", "dasar privasi", "dan", "terma penggunaan",
        "muat turun", "melalui", "rangkaian selular", "kemas kini", "tersedia", "sekarang", "kemudian",
        "ingatkan saya", "esok", "belum dibaca", "anda", "cari", "selesai", "edit", "kongsi", "bantuan", "bahasa",
        "kebolehcapaian",
    ], separator: " ", endings: latinEndings, capitalizes: true)

    /// Serbian in Latin letters: the Cyrillic list transliterated (the two alphabets map one to one).
    static let serbianLatin = LocaleVocabulary(
        locale: "sr-Latn", words: serbian.words.map(RealAppLocales.serbianLatin), separator: " ",
        endings: latinEndings, capitalizes: true)
}
