import type { PackageText } from '~/lib/catalogue'

// Packages 1 to 4 in German (docs/glossary.md): the English packages' facts, written for German-speaking travellers.
export const packageTextsDe1: Record<number, PackageText> = {
  1: {
    title: 'Gorillas und die Big Five',
    summary:
      'Großkatzenland in der Maasai Mara in Kenia, dann ein Flug hinüber nach Uganda, um in Bwindi Berggorillas aufzuspüren. Zwei der großen Begegnungen Ostafrikas in einer einzigen Woche.',
    intro: [
      'Diese Woche ist für Reisende gedacht, die beide Seiten der ostafrikanischen Tierwelt erleben möchten, ohne Tage auf der Straße zu verlieren. Sie beginnt im Grasland der Maasai Mara, wo sich Löwen, Elefanten, Büffel und Leoparden die Ebenen mit großen Herden von Zebras, Topis und Gazellen teilen. Ihr Guide liest die Landschaft vom ersten Licht bis zur Abenddämmerung: Er weiß, wo die Löwenrudel zuletzt geruht haben und wann es sich lohnt, still an einem Dickicht zu warten, bis etwas geschieht.',
      'Dann wechselt die Szenerie vollständig. Flüge bringen Sie von der Mara nach Nairobi, hinüber nach Entebbe und weiter zur Landepiste von Kihihi am Rand des Bwindi-Impenetrable-Nationalparks. Von dort gehen Sie mit Rangern und Fährtenlesern zu Fuß in den steilen, tropfnassen Wald, um eine Stunde mit einer an Menschen gewöhnten Gorillafamilie zu verbringen. Die Permits sichern wir lange im Voraus, und jeden Anschluss organisieren wir für Sie – am Trekkingtag selbst müssen Sie nur noch einen Schritt vor den anderen setzen.',
    ],
    highlights: [
      'Pirschfahrten zu Löwen, Leoparden, Elefanten und Büffeln in der Maasai Mara',
      'Zeltcamp oberhalb des Mara-Flusses',
      'Kleinflugzeug statt langer Autofahrten',
      'Ein Abend am Viktoriasee in Entebbe',
      'Dorfspaziergang am Rand von Bwindi',
      'Eine Stunde bei einer Berggorillafamilie',
    ],
    included: [
      'Sechs Übernachtungen in den genannten Hotels, Camps und Lodges',
      'Mahlzeiten wie im Reiseverlauf für jeden Tag angegeben',
      'Flüge im Kleinflugzeug vom Flughafen Wilson in die Maasai Mara und zurück',
      'Regionalflug von Nairobi nach Entebbe',
      'Inlandsflüge von Entebbe nach Kihihi und zurück',
      'Ein Gorilla-Permit für Uganda pro Person',
      'Gebühren für das Wildreservat Maasai Mara',
      'Privater Geländewagen (4x4) mit englischsprachigem Guide in der Mara und in Bwindi',
      'Flughafentransfers in Nairobi und Entebbe sowie der Dorfspaziergang in Buhoma',
      'Trinkwasser in Flaschen im Fahrzeug',
    ],
    excluded: [
      'Internationale Flüge nach Nairobi und ab Entebbe zurück nach Hause',
      'Elektronische Reisegenehmigung (eTA) für Kenia und Visum für Uganda oder alternativ das East Africa Tourist Visa',
      'Reiseversicherung (verpflichtend)',
      'Trinkgelder für Guides, Ranger, Träger und Camp-Personal',
      'Träger beim Gorilla-Trekking, vor Ort am Tag selbst zu bezahlen',
      'Getränke',
      'Ein Tageszimmer in Entebbe am letzten Tag, das wir gern für Sie buchen',
    ],
    cardImageAlt: 'Ein Berggorilla ruht im dichten Wald',
    galleryAlts: [
      'Giraffen durchqueren das offene Grasland der Mara',
      'Ein Berggorilla zwischen dichtem grünem Blattwerk',
      'Gnus stürzen sich in den Mara-Fluss',
      'Von Laternen beleuchtete Safarizelte unter einem sternklaren Nachthimmel',
    ],
    itinerary: [
      {
        title: 'Ankunft in Nairobi',
        text: 'Unser Fahrer empfängt Sie in der Ankunftshalle des Internationalen Flughafens Jomo Kenyatta und bringt Sie in ein ruhiges Hotel in einem der grünen Vororte Nairobis. Den Rest des Tages haben Sie für sich, um sich von der Anreise zu erholen. Am Abend gehen wir mit Ihnen die kommende Woche durch und beantworten Ihre letzten Fragen.',
        overnight: 'Nairobi',
        lodge: 'Boutique-Hotel in Karen',
      },
      {
        title: 'Pirschfahrten in der Maasai Mara',
        text: 'Ein Kleinflugzeug bringt Sie am Morgen vom Flughafen Wilson zu einer Landepiste in der Mara, wo Ihr Guide Sie bereits mit einem Fahrzeug mit offenem Dach erwartet. Zwei Tage lang sind Sie zu den Stunden unterwegs, in denen die Tiere am aktivsten sind, auf der Suche nach Löwenrudeln, Geparden, Elefantenfamilien, Büffelherden und den Leoparden, die sich im Dickicht entlang der Flüsse aufhalten. Im Reservat leben auch einige Spitzmaulnashörner, doch sie werden nur sehr selten gesichtet – betrachten Sie eine Begegnung daher als Glücksfall und nicht als festen Programmpunkt. Die Abende verbringen Sie in einem Zeltcamp am Mara-Fluss, während unten im Wasser die Flusspferde grunzen.',
        overnight: 'Maasai Mara',
        lodge: 'Zeltcamp am Mara-Fluss',
      },
      {
        title: 'Hinüber nach Uganda',
        text: 'Nach einer letzten frühen Pirschfahrt fliegen Sie zurück zum Flughafen Wilson und fahren quer durch Nairobi zum kurzen internationalen Flug nach Entebbe. Unser ugandisches Team empfängt Sie bei der Ankunft und bringt Sie in ein Hotel am Ufer des Viktoriasees. Beim Abendessen blicken Sie auf das Wasser und lauschen dem abendlichen Gesang der Vögel.',
        overnight: 'Entebbe',
        lodge: 'Hotel am Seeufer in Entebbe',
      },
      {
        title: 'Flug nach Bwindi',
        text: 'Ein Inlandsflug bringt Sie am Morgen über das Farmland und die Hügel Westugandas zur Landepiste von Kihihi, wo Ihr Guide Sie für die Fahrt in den Buhoma-Sektor von Bwindi abholt. Am Nachmittag lernen Sie bei einem Spaziergang durch das Dorf am Waldrand die Gemeinschaft kennen, die am Rand des Nationalparks lebt. Gehen Sie früh schlafen: Trekkingtage beginnen kurz nach Sonnenaufgang.',
        overnight: 'Bwindi (Buhoma-Sektor)',
        lodge: 'Waldlodge in Buhoma',
      },
      {
        title: 'Gorilla-Trekking',
        text: 'Nach einer Einweisung am Parkbüro brechen Sie mit bewaffneten Rangern auf, während Fährtenleser vorausgehen, um die Familie zu finden, die Sie besuchen werden. Der Weg kann eine Stunde, aber auch den größten Teil des Tages dauern und führt über steile, oft schlammige Hänge; Träger aus der örtlichen Gemeinschaft stehen bereit, um Ihre Tasche zu tragen und Ihnen eine stützende Hand zu reichen. Bei den Gorillas haben Sie eine volle Stunde Zeit und beobachten sie beim Fressen, bei der Fellpflege und beim Spielen. Teilnehmende am Trekking müssen mindestens 15 Jahre alt sein.',
        overnight: 'Bwindi (Buhoma-Sektor)',
        lodge: 'Waldlodge in Buhoma',
      },
      {
        title: 'Abreise',
        text: 'Ein Flug ab Kihihi bringt Sie zurück nach Entebbe, wo wir Sie für Ihre Heimreise zum internationalen Flughafen bringen. Den Flug wählen wir passend zu Ihrem Anschluss, und wenn Sie erst spät am Abend abfliegen, können wir ein Tageszimmer am See für Sie organisieren.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Nebensaison',
      'Green season': 'Grüne Saison',
      'High season': 'Hochsaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden, die sich ein Zimmer und ein privates Fahrzeug teilen, in komfortablen Zeltcamps und Lodges. Gorilla-Trekking ist erst ab 15 Jahren möglich, daher gibt es keinen Kinderpreis. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt; steigen vor Ihrer Reise die Parkgebühren oder Flugpreise, teilen wir Ihnen dies schriftlich mit, bevor sich der Preis ändert.',
    feesNote:
      'Enthalten sind ein Gorilla-Permit für Uganda (800 US-Dollar), das am Trekkingtag auch den Parkeintritt abdeckt, sowie die Gebühren für das Wildreservat Maasai Mara (200 US-Dollar pro Tag von Juli bis Dezember, 100 US-Dollar von Januar bis Juni).',
    seoDescription:
      'Sieben Tage von Kenias Maasai Mara nach Bwindi in Uganda: Pirschfahrten zu Großkatzen, dann geführtes Gorilla-Trekking. Maßgeschneidert von Tembo Safaris.',
  },
  2: {
    title: 'Durch das Great Rift Valley',
    summary:
      'Flusspferde am Naivashasee und Nashörner am Nakurusee im kenianischen Rift Valley, Großkatzen in der Maasai Mara, dann ein langer Fahrtag über die Grenze in die Serengeti und zum Ngorongoro-Krater, mit Ziel Arusha.',
    intro: [
      'Das Great Rift Valley prägt diese ganze Reise. Bald nach der Abfahrt in Nairobi fällt das Land an der Bruchstufe steil ab, und Sie fahren hinunter zu den Seen, die sich am Talboden aneinanderreihen: zum Süßwassersee Naivasha mit seinen Flusspferden und Schreiseeadlern und zum alkalischen Nakurusee, einem eingezäunten Nationalpark, der Spitzmaul- und Breitmaulnashörner schützt. Von dort führt die Straße nach Westen in die Maasai Mara, wo sich das Grasland weit öffnet und die Raubtiere die Hauptrolle spielen.',
      'Am sechsten Tag reisen Sie auf dem Landweg über Isebania und Sirari nach Tansania ein, wo ein tansanischer Guide mit seinem Fahrzeug für den Rest der Reise übernimmt. Es ist der längste Tag der Reise – 10 bis 13 Stunden von der Mara bis in die zentrale Serengeti –, denn die direkte Verbindung zwischen den beiden Parks ist für Reisende seit Jahrzehnten geschlossen, und der nächste geöffnete Grenzübergang liegt weit im Westen. Die Belohnung ist die Serengeti selbst, der größere, südliche Teil desselben Ökosystems, zu dem auch die Mara gehört. Zum Abschluss erleben Sie einen Morgen auf dem Boden des Ngorongoro-Kraters und fahren ein letztes Mal die Bruchstufe des Rift Valley hinab nach Arusha.',
    ],
    highlights: [
      'Aussichtspunkt an der Bruchstufe des Rift Valley',
      'Bootsfahrt zwischen den Flusspferden des Naivashasees',
      'Fußsafari auf Crescent Island',
      'Spitzmaul- und Breitmaulnashörner am Nakurusee',
      'Zwei Tage in der Maasai Mara',
      'Die Ebenen der Serengeti und der Ngorongoro-Krater',
    ],
    included: [
      'Sieben Übernachtungen in den genannten Hotels, Lodges und Camps',
      'Mahlzeiten wie im Reiseverlauf für jeden Tag angegeben',
      'Privater Geländewagen (4x4) mit Hubdach und englischsprachigem Guide in Kenia, ab Sirari dann ein tansanischer Guide mit Fahrzeug',
      'Park- und Reservatsgebühren für den Nakurusee, die Maasai Mara, die Serengeti und das Ngorongoro-Schutzgebiet',
      'Eine Pirschfahrt auf dem Boden des Ngorongoro-Kraters',
      'Bootsfahrt auf dem Naivashasee und geführte Wanderung auf Crescent Island',
      'Unterstützung bei den Grenzformalitäten in Isebania und Sirari',
      'Ankunftstransfer in Nairobi und Transfer nach Arusha oder zum Internationalen Flughafen Kilimandscharo',
      'Trinkwasser in Flaschen im Fahrzeug',
    ],
    excluded: [
      'Internationale Flüge nach Nairobi und ab Kilimandscharo zurück nach Hause',
      'Elektronische Reisegenehmigung (eTA) für Kenia und Visum für Tansania',
      'Reiseversicherung (verpflichtend)',
      'Trinkgelder für Guides und Lodge-Personal',
      'Getränke',
      'Optionale Aktivitäten wie eine Ballonfahrt über der Mara oder der Besuch eines Maasai-Dorfes',
      'Eine Übernachtung in Arusha, falls Ihr Flug erst am nächsten Tag geht',
    ],
    cardImageAlt: 'Flamingos waten am Ufer eines Sees im Rift Valley',
    galleryAlts: [
      'Rosa Flamingos am Ufer eines Sees im Rift Valley',
      'Giraffen ziehen durch die Ebenen der Mara',
      'Herden verteilen sich über die Ebenen der Serengeti',
      'Wildtiere auf dem Boden des Ngorongoro-Kraters',
    ],
    itinerary: [
      {
        title: 'Ankunft in Nairobi',
        text: 'Wir empfangen Sie am Internationalen Flughafen Jomo Kenyatta und bringen Sie in Ihr Hotel auf der ruhigeren Seite der Stadt. Nach dem langen Flug gehört der Nachmittag der Erholung. Am Abend kommt Ihr Guide dazu und geht mit Ihnen die Route und die kommenden Tage durch.',
        overnight: 'Nairobi',
        lodge: 'Gartenhotel in Karen',
      },
      {
        title: 'Hinab zum Naivashasee',
        text: 'Nach dem Frühstück verlassen Sie Nairobi und halten an einem Aussichtspunkt an der Bruchstufe, von dem aus sich der Boden des Rift Valley unter Ihnen ausbreitet. Am Naivashasee bringt Sie eine Bootsfahrt am Nachmittag nah an Gruppen von Flusspferden und an Schreiseeadler heran. Anschließend folgt eine geführte Wanderung auf Crescent Island, wo Giraffen, Zebras und Gnus grasen, ohne sich vor Raubtieren in Acht nehmen zu müssen.',
        overnight: 'Naivashasee',
        lodge: 'Lodge am Ufer des Naivashasees',
      },
      {
        title: 'Lake-Nakuru-Nationalpark',
        text: 'Eine kurze Fahrt nach Norden bringt Sie zum Nakurusee, dessen Zäune eine der wichtigsten Nashornpopulationen Kenias schützen. Den Tag verbringen Sie auf der Suche nach Spitzmaul- und Breitmaulnashörnern, Rothschild-Giraffen sowie den Löwen und Leoparden, die im Wald der gelbrindigen Fieberakazien jagen. Die Zahl der Flamingos steigt und fällt mit dem Wasserstand: Bei manchen Besuchen leuchtet das Ufer rosa, bei anderen sieht man nur vereinzelte Schwärme. Bevor Sie den Park verlassen, fahren Sie hinauf zum Baboon Cliff und genießen den Blick über den See.',
        overnight: 'Nakurusee',
        lodge: 'Lodge im Lake-Nakuru-Nationalpark',
      },
      {
        title: 'Die Maasai Mara',
        text: 'Die Straße führt nach Westen durch die Marktstadt Narok und hinaus in das sanft gewellte Grasland der Mara, rechtzeitig für eine Pirschfahrt am Nachmittag. Den nächsten Tag verbringen Sie ganz im Reservat, mit einem Picknick-Mittagessen im Fahrzeug, damit Sie dort bleiben können, wo gerade etwas geschieht. Von etwa Juli bis Oktober hält sich die Große Migration der Gnus meist in der Mara auf, und Ihr Guide weiß, wo sich die Herden am Fluss sammeln.',
        overnight: 'Maasai Mara',
        lodge: 'Zeltcamp nahe dem Talek-Fluss, Maasai Mara',
      },
      {
        title: 'Die lange Fahrt nach Tansania',
        text: 'Dies ist der längste Tag der Reise: 10 bis 13 Stunden von der Mara bis in die zentrale Serengeti, auf einem Teil der Strecke über holprige Pisten. Sie brechen im ersten Licht mit einem Frühstückspaket auf, fahren nach Westen zur Grenze bei Isebania, erledigen die Formalitäten auf beiden Seiten und treffen in Sirari Ihren tansanischen Guide. Die Route führt weiter durch Farmland und kleine Städte zum Ikoma Gate der Serengeti, und schon das letzte Stück bis zum Camp ist eine Pirschfahrt für sich; Sie erreichen das Camp am späten Nachmittag oder frühen Abend. Wenn Sie den Tag lieber nicht auf der Straße verbringen möchten, fragen Sie uns nach einem Flug: Er führt zurück über Nairobi und Arusha, kostet deutlich mehr und nimmt trotzdem den größten Teil des Tages in Anspruch.',
        overnight: 'Zentrale Serengeti',
        lodge: 'Zeltcamp im Gebiet von Seronera, zentrale Serengeti',
      },
      {
        title: 'Von der Serengeti ins Kraterhochland',
        text: 'Auf eine morgendliche Pirschfahrt im Seronera-Tal, das für seine ansässigen Löwen und Leoparden bekannt ist, folgt die Fahrt nach Südosten über die Kurzgrasebenen. Bei Naabi Hill verlassen Sie den Park und fahren hinauf ins Ngorongoro-Schutzgebiet (Ngorongoro Conservation Area), wo Maasai-Hirten ihr Vieh neben den Wildtieren weiden lassen. Die Nacht verbringen Sie am kühlen, bewaldeten Rand des Kraters oder im Farmland direkt darunter.',
        overnight: 'Ngorongoro-Hochland',
        lodge: 'Lodge am Rand des Ngorongoro-Kraters oder Farmlodge bei Karatu',
      },
      {
        title: 'Ngorongoro-Krater und Arusha',
        text: 'Im ersten Licht fahren Sie hinab in den Krater, wenn es auf dem Kraterboden noch ruhig ist und die Tiere aktiv sind. Löwen, Büffel, Elefanten, Hyänen und Zebras leben hier, und mit Glück sehen Sie eines der Spitzmaulnashörner des Kraters. Nach einem Picknick-Mittagessen fahren Sie aus dem Krater hinauf, dann die Bruchstufe des Rift Valley hinab, vorbei an Mto wa Mbu und weiter nach Arusha – zur Weiterreise oder zu einem Abendflug ab dem Internationalen Flughafen Kilimandscharo.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Nebensaison',
      'Green season': 'Grüne Saison',
      'High season': 'Hochsaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden, die sich ein Zimmer und ein privates Fahrzeug teilen, in Lodges und Zeltcamps der Mittelklasse. Der Kinderpreis gilt ganzjährig für ein Kind von 5 bis 15 Jahren, das mit zwei Erwachsenen im Zimmer übernachtet. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt; steigen vor Ihrer Reise die Parkgebühren, teilen wir Ihnen dies schriftlich mit, bevor sich der Preis ändert.',
    feesNote:
      'Enthalten sind die Gebühren für das Wildreservat Maasai Mara (200 US-Dollar pro Tag von Juli bis Dezember, sonst 100 US-Dollar), die Parkgebühren der Serengeti (rund 83 US-Dollar pro Tag inklusive Mehrwertsteuer), die Schutzgebietsgebühren für Ngorongoro (rund 71 US-Dollar pro Tag inklusive Mehrwertsteuer) und die Kraterservicegebühr (rund 295 US-Dollar pro Fahrzeug für die Fahrt in den Krater). Ebenfalls inbegriffen sind die Parkgebühren für den Nakurusee und der Eintritt auf Crescent Island.',
    seoDescription:
      'Acht Tage durch das Great Rift Valley: Naivashasee und Nakurusee, die Maasai Mara, die Serengeti und der Ngorongoro-Krater, mit Ziel Arusha.',
  },
  3: {
    title: 'Schimpansen und Vulkane',
    summary:
      'Schimpansen im Nyungwe-Wald in Ruanda, Berggorillas und Goldmeerkatzen an den Hängen der Virunga-Vulkane und eine ruhige Nacht am Bunyonyi-See in Uganda.',
    intro: [
      'Ruanda ist klein, grün und angenehm zu bereisen – und damit wie geschaffen für eine Begegnung mit den großen Menschenaffen Ostafrikas. Diese Woche führt Sie zunächst nach Nyungwe, einem riesigen Bergregenwald im Südwesten, wo an Menschen gewöhnte Schimpansen hoch im Kronendach fressen und ein Hängepfad Ihnen den Blick hinab in die Baumwipfel eröffnet. Von dort folgt die Straße dem Ufer des Kivusees nach Norden zu den Vulkanen.',
      'Der Volcanoes-Nationalpark schützt die ruandische Seite der Virunga-Kette, Heimat der Berggorillas und der Goldmeerkatzen, einer Art, die man außerhalb dieser Berge nur selten zu sehen bekommt. Nach je einem Vormittag bei beiden überqueren Sie die Grenze nach Uganda für eine letzte Nacht am Bunyonyi-See, einem tiefen, inselreichen See inmitten terrassierter Hügel. Hier kommen Sie zur Ruhe, bevor es zurück nach Kigali geht – etwa vier Stunden Fahrt einschließlich des Grenzübergangs bei Katuna.',
    ],
    highlights: [
      'Schimpansen-Trekking im Nyungwe-Wald',
      'Baumkronenpfad in Nyungwe',
      'Fahrt am Ufer des Kivusees',
      'Berggorillas im Volcanoes-Nationalpark',
      'Trekking zu den Goldmeerkatzen im Bambuswald',
      'Kanufahrt auf dem Bunyonyi-See',
    ],
    included: [
      'Sechs Übernachtungen in den genannten Hotels und Lodges',
      'Mahlzeiten wie im Reiseverlauf für jeden Tag angegeben',
      'Privater Geländewagen (4x4) mit englischsprachigem Fahrer-Guide in Ruanda und Uganda',
      'Ein Gorilla-Permit für Ruanda pro Person',
      'Permit für das Schimpansen-Trekking in Nyungwe und Gebühr für den Baumkronenpfad',
      'Permit für die Goldmeerkatzen im Volcanoes-Nationalpark',
      'Besuch der Genozid-Gedenkstätte Kigali mit Ihrem Guide',
      'Kanufahrt auf dem Bunyonyi-See',
      'Flughafentransfers in Kigali',
      'Trinkwasser in Flaschen im Fahrzeug',
    ],
    excluded: [
      'Internationale Flüge nach und ab Kigali',
      'Visa für Ruanda und Uganda oder das East Africa Tourist Visa',
      'Reiseversicherung (verpflichtend)',
      'Trinkgelder für Guides, Ranger, Fährtenleser und Träger',
      'Träger bei den Trekkings, vor Ort am Tag selbst zu bezahlen',
      'Getränke',
      'Optionale Extras wie die Wanderung zum Grab von Dian Fossey',
    ],
    cardImageAlt: 'Vulkangipfel über den grünen Hügeln Ruandas',
    galleryAlts: [
      'Nebelverhangene Virunga-Vulkane über Farmland',
      'Ein Schimpanse sitzt im Kronendach des Waldes',
      'Ein Berggorilla im dichten grünen Wald',
      'Inseln und terrassierte Hügel am Bunyonyi-See',
    ],
    itinerary: [
      {
        title: 'Ankunft in Kigali',
        text: 'Sie werden am Internationalen Flughafen Kigali empfangen und in Ihr Hotel gebracht, in einer Hauptstadt, die für ihre sauberen Straßen und ihr gelassenes Tempo bekannt ist. Je nach Ankunftszeit empfehlen wir einen Besuch der Genozid-Gedenkstätte Kigali (Kigali Genocide Memorial), eine erschütternde und wichtige Einführung in die jüngere Geschichte des Landes. Zu Abend essen Sie in Ihrem Hotel oder in einem Restaurant in der Stadt.',
        overnight: 'Kigali',
        lodge: 'Boutique-Hotel in Kigali',
      },
      {
        title: 'In den Süden nach Nyungwe',
        text: 'Die Fahrt nach Südwesten führt durch die Hügel Zentralruandas, mit einer Mittagspause in der Universitätsstadt Huye. Das letzte Stück steigt durch Teeplantagen bis an den Waldrand an, und am späten Nachmittag beziehen Sie Ihre Lodge nahe dem Nationalpark. An der Straße durch den Wald sieht man oft schwarz-weiße Stummelaffen und L’Hoest-Meerkatzen.',
        overnight: 'Nyungwe-Wald',
        lodge: 'Lodge auf der Teeplantage in Gisakura, Nyungwe',
      },
      {
        title: 'Schimpansen-Trekking',
        text: 'Das Schimpansen-Trekking beginnt vor Sonnenaufgang, denn die Affen ziehen schnell weiter, sobald sie zu fressen begonnen haben. Mit einem Ranger folgen Sie Pfaden hinab in den Wald, bis Sie die Gruppe finden, und beobachten sie dann eine Stunde lang in den Bäumen oder am Boden. Das Tempo bestimmen die Schimpansen, und das Gelände ist steil – gute Wanderschuhe und etwas Geduld sind hilfreich. Am Nachmittag gehen Sie über den Baumkronenpfad, eine Hängebrücke hoch über einer bewaldeten Schlucht.',
        overnight: 'Nyungwe-Wald',
        lodge: 'Lodge auf der Teeplantage in Gisakura, Nyungwe',
      },
      {
        title: 'Am Kivusee entlang zu den Vulkanen',
        text: 'Heute erwartet Sie eine lange, landschaftlich reizvolle Fahrt nach Norden auf der Straße, die dem Kivusee folgt; steile Hänge mit Bananenstauden und Kaffeesträuchern fallen bis zum Wasser ab. Mittags halten Sie am See, dann geht es weiter, vorbei an Rubavu bis an den Fuß der Virunga-Vulkane. Am Abend erreichen Sie eine Lodge nahe dem Nationalpark.',
        overnight: 'Volcanoes-Nationalpark (Kinigi)',
        lodge: 'Lodge bei Kinigi, Volcanoes-Nationalpark',
      },
      {
        title: 'Berggorillas',
        text: 'Nach einer frühen Einweisung an der Parkzentrale in Kinigi teilen die Ranger Sie einer Gorillafamilie zu, und Sie fahren zum Ausgangspunkt des Trekkings. Der Aufstieg führt durch Farmland in den Bambus- und Bergwald an der Flanke eines Vulkans und kann weniger als eine Stunde, aber auch mehrere Stunden dauern. Bei der Familie haben Sie eine ganze Stunde ohne Eile, so nah, dass Sie die Gorillas beim Fressen hören. Der Nachmittag steht Ihnen zur Erholung frei.',
        overnight: 'Volcanoes-Nationalpark (Kinigi)',
        lodge: 'Lodge bei Kinigi, Volcanoes-Nationalpark',
      },
      {
        title: 'Goldmeerkatzen und der Bunyonyi-See',
        text: 'Das Trekking heute Morgen ist sanfter: eine Wanderung in den Bambuswald zu einer Gruppe Goldmeerkatzen – flink, mit leuchtend gefärbtem Fell und unermüdlich beschäftigt. Anschließend überqueren Sie bei Cyanika die Grenze nach Uganda und fahren durch Kisoro und über die Hügel zum Bunyonyi-See. Der Nachmittag gehört dem Nichtstun, vielleicht mit einer Kanufahrt zwischen den Inseln, während das Licht schwindet.',
        overnight: 'Bunyonyi-See',
        lodge: 'Lodge am Ufer des Bunyonyi-Sees',
      },
      {
        title: 'Rückkehr nach Kigali',
        text: 'Paddeln Sie früh am Morgen noch einmal hinaus oder genießen Sie in aller Ruhe Ihr Frühstück über dem See, bevor es zurück nach Kigali geht: etwa vier Stunden einschließlich des Grenzübergangs bei Katuna (auf ruandischer Seite Gatuna), wo die Formalitäten auf beiden Seiten bis zu einer Stunde dauern können. Wir planen den Ablauf rund um Ihren Flug, daher passt an diesem Tag ein Abflug am Abend am besten; bleiben noch ein paar Stunden, sind die Kunsthandwerksläden und Cafés von Kigali ein schöner letzter Halt.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Nebensaison',
      'Green season': 'Grüne Saison',
      'High season': 'Hochsaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden, die sich ein Zimmer und ein privates Fahrzeug teilen, in komfortablen Lodges nahe den jeweiligen Nationalparks. Gorilla-Trekking ist erst ab 15 Jahren möglich, daher gibt es keinen Kinderpreis. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt; steigen vor Ihrer Reise die Permit- oder Parkgebühren, teilen wir Ihnen dies schriftlich mit, bevor sich der Preis ändert.',
    feesNote:
      'Enthalten sind ein Gorilla-Permit für Ruanda (1.500 US-Dollar), ein Permit für das Schimpansen-Trekking in Nyungwe (rund 150 US-Dollar), ein Permit für die Goldmeerkatzen (100 US-Dollar) sowie die Gebühr für den Baumkronenpfad in Nyungwe.',
    seoDescription:
      'Schimpansen in Nyungwe, Gorillas und Goldmeerkatzen im Volcanoes-Nationalpark in Ruanda, zuletzt der Bunyonyi-See in Uganda: eine Woche der Menschenaffen.',
  },
  4: {
    title: 'Die Große Migration in der Serengeti',
    summary:
      'Zehn Tage im Norden Tansanias auf den Spuren der Großen Migration der Gnus, mit Camps passend zur Jahreszeit, dazu die Elefanten des Tarangire und ein Morgen im Ngorongoro-Krater.',
    intro: [
      'Die Migration ist kein Ereignis mit festem Datum, sondern ein Kreislauf, der das ganze Jahr umspannt. Gnus und Zebras ziehen auf der Suche nach frischem Gras durch die Serengeti und bis in die Maasai Mara in Kenia; zu Jahresbeginn bringen sie in den südlichen Ebenen ihre Jungen zur Welt, in den trockenen Monaten durchqueren sie im Norden der Serengeti den Mara-Fluss. Weil die Herden ständig in Bewegung sind, sind wir es auch: Ihre Camps wählen wir passend zu Ihrem Reisemonat, damit Sie dort übernachten, wo die Tiere am wahrscheinlichsten anzutreffen sind.',
      'Rund um diesen Kern umfasst die Route das Beste der Nordroute Tansanias. Zuerst erwarten Sie die Affenbrotbäume und Elefantenherden des Tarangire, dann der Manyarasee unterhalb der Bruchstufe des Rift Valley, mehrere Tage in der Serengeti und ein Morgen auf dem Boden des Ngorongoro-Kraters. Wer die Serengeti von oben erleben möchte, kann eine Ballonfahrt bei Sonnenaufgang über den Ebenen hinzubuchen. Die Reise beginnt und endet in Arusha, nicht weit vom Internationalen Flughafen Kilimandscharo.',
    ],
    highlights: [
      'Elefanten und Affenbrotbäume im Tarangire',
      'Der Grundwasserwald am Manyarasee',
      'Großkatzen rund um Seronera',
      'Camps passend zur Migration',
      'Halt an der Olduvai-Schlucht',
      'Erstes Licht auf dem Boden des Ngorongoro-Kraters',
    ],
    included: [
      'Neun Übernachtungen in den genannten Lodges und Zeltcamps, mit Camps passend zum Reisemonat',
      'Mahlzeiten wie im Reiseverlauf für jeden Tag angegeben',
      'Privater Geländewagen (4x4) mit Hubdach und englischsprachigem Guide während der gesamten Reise',
      'Parkgebühren für Tarangire, den Lake-Manyara-Nationalpark und die Serengeti',
      'Konzessionsgebühren für Camps innerhalb der Serengeti',
      'Gebühren für das Ngorongoro-Schutzgebiet und eine Fahrt in den Krater',
      'Eintritt zur Olduvai-Schlucht',
      'Transfers vom und zum Internationalen Flughafen Kilimandscharo',
      'Trinkwasser in Flaschen im Fahrzeug',
    ],
    excluded: [
      'Internationale Flüge nach und ab Kilimandscharo',
      'Visum für Tansania',
      'Reiseversicherung (verpflichtend)',
      'Ballonfahrt über der Serengeti, im Voraus als Extra zu buchen',
      'Trinkgelder für Guides und Camp-Personal',
      'Getränke',
      'Flüge und Übernachtungen für eine Verlängerung auf Sansibar',
    ],
    cardImageAlt: 'Gnus springen bei einer Flussüberquerung ins Wasser',
    galleryAlts: [
      'Wandernde Herden in den Ebenen der Serengeti',
      'Gnus stürmen durch einen Fluss',
      'Ein Heißluftballon über der Serengeti bei Sonnenaufgang',
      'Grasland und ein See im Ngorongoro-Krater',
    ],
    itinerary: [
      {
        title: 'Ankunft in Arusha',
        text: 'Sie landen am Internationalen Flughafen Kilimandscharo, wo Ihr Guide Sie empfängt und zu einer Lodge auf einer Kaffeefarm außerhalb von Arusha bringt. An klaren Abenden erhebt sich hinter der Stadt der Mount Meru. Ruhen Sie sich aus, packen Sie in Ruhe aus und besprechen Sie beim Abendessen mit Ihrem Guide den Reiseplan.',
        overnight: 'Arusha',
        lodge: 'Lodge auf einer Kaffeefarm außerhalb von Arusha',
      },
      {
        title: 'Tarangire-Nationalpark',
        text: 'Der Tarangire ist für seine Elefanten bekannt, die sich während der Trockenzeit in großen Familienherden entlang des Tarangire-Flusses sammeln. Uralte Affenbrotbäume überragen das Grasland, und der Park ist reich an Vögeln ebenso wie an Löwen, Giraffen und Büffeln. Den Tag verbringen Sie auf Pirschfahrten, die Nacht in einem Zeltcamp im Park oder in seiner Nähe.',
        overnight: 'Tarangire',
        lodge: 'Zeltcamp im oder am Tarangire-Nationalpark',
      },
      {
        title: 'Der Manyarasee',
        text: 'Ein Vormittag im Lake-Manyara-Nationalpark führt Sie durch Grundwasserwald am Fuß der Bruchstufe des Rift Valley, wo Paviantrupps und Diademmeerkatzen durch die Bäume ziehen. Die Löwen hier findet man manchmal ruhend in den Ästen von Akazien. Nach dem Mittagessen fahren Sie die Bruchstufe hinauf in das grüne Farmland rund um Karatu, nicht weit vom Eingangstor nach Ngorongoro.',
        overnight: 'Karatu',
        lodge: 'Farmlodge in den Hügeln bei Karatu',
      },
      {
        title: 'Zentrale Serengeti',
        text: 'Sie durchqueren das Ngorongoro-Hochland, mit einem kurzen Abstecher zur Olduvai-Schlucht, einer der wichtigsten Fundstätten für die Erforschung der Ursprünge des Menschen, und erreichen die Serengeti bei Naabi Hill. Das Gebiet um Seronera im Herzen des Parks ist das ganze Jahr über reich an Wildtieren: Löwen auf den Felskuppen, Leoparden entlang der Flusstäler und Geparden in den offenen Ebenen. Haben Sie die Ballonsafari hinzugebucht, startet sie am zweiten Morgen bei Sonnenaufgang und endet mit einem Frühstück draußen in den Ebenen.',
        overnight: 'Zentrale Serengeti (Seronera)',
        lodge: 'Zeltcamp im Gebiet von Seronera',
      },
      {
        title: 'Auf den Spuren der Herden',
        text: 'Nun geht es dorthin, wo die Herden gerade sind. Von etwa Dezember bis März heißt das in die südlichen Ebenen, wo die Jungtiere um den Februar herum zur Welt kommen, und von etwa Juli bis Oktober in den äußersten Norden, wo die Gnus den Mara-Fluss durchqueren. In den Monaten dazwischen ziehen die Herden meist durch die zentrale und westliche Serengeti, und wir wählen Ihr Camp entsprechend. Ihr Guide verfolgt ihren Weg Tag für Tag, sodass Sie diese beiden Tage bei den Tieren verbringen, statt nach ihnen zu suchen.',
        overnight: 'Südliche oder nördliche Serengeti (je nach Jahreszeit)',
        lodge: 'Saisonales Zeltcamp in den südlichen Ebenen oder nahe dem Mara-Fluss',
      },
      {
        title: 'Zurück ins Hochland',
        text: 'Sie machen sich auf den Rückweg ins Ngorongoro-Hochland und beobachten unterwegs Wildtiere. Von den südlichen Ebenen aus ist das eine kurze Fahrt; aus dem Norden sind Sie einen ganzen Tag im Fahrzeug unterwegs, unterbrochen von einem Picknick-Mittagessen in der zentralen Serengeti. Die Nacht verbringen Sie am Kraterrand, wo die Abende kühl genug für ein wärmendes Feuer sind.',
        overnight: 'Ngorongoro-Hochland',
        lodge: 'Lodge am Rand des Ngorongoro-Kraters',
      },
      {
        title: 'Ngorongoro-Krater',
        text: 'Fahren Sie im ersten Licht hinab in den Krater, eine abgeschlossene Welt aus Grasland, Sumpf und Sodasee. Löwen, Büffel, Elefanten, Hyänen und Zebras leben auf dem Kraterboden, und der Krater gehört zu den besseren Orten in Tansania, um Spitzmaulnashörner zu sehen. Mittags picknicken Sie nahe einem Flusspferdteich, bevor Sie zum Kraterrand hinauffahren und einen letzten Abend im Hochland verbringen.',
        overnight: 'Ngorongoro-Hochland',
        lodge: 'Lodge am Rand des Ngorongoro-Kraters',
      },
      {
        title: 'Rückkehr nach Arusha',
        text: 'Nach einem entspannten Frühstück fahren Sie die Bruchstufe hinab nach Arusha zum Mittagessen und anschließend weiter zum Internationalen Flughafen Kilimandscharo für Ihren Flug. Wenn Sie die Reise mit ein paar Tagen am Meer ausklingen lassen möchten, ist dies der naheliegende Ausgangspunkt für die Weiterreise nach Sansibar.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Nebensaison',
      'Green season': 'Grüne Saison',
      'High season': 'Hochsaison',
    },
    priceNote:
      'Preis pro Person bei zwei Reisenden, die sich ein Zimmer und ein privates Fahrzeug teilen, in Zeltcamps und Lodges der Mittelklasse bis gehobenen Kategorie. Der Kinderpreis gilt ganzjährig für ein Kind von 5 bis 15 Jahren, das mit zwei Erwachsenen im Zimmer übernachtet. Mit einer Anzahlung von 30 % ist Ihre Buchung bestätigt; steigen vor Ihrer Reise die Parkgebühren, teilen wir Ihnen dies schriftlich mit, bevor sich der Preis ändert.',
    feesNote:
      'Enthalten sind die Parkgebühren der Serengeti (rund 83 US-Dollar pro Tag inklusive Mehrwertsteuer), die Schutzgebietsgebühren für Ngorongoro (rund 71 US-Dollar pro Tag inklusive Mehrwertsteuer) und eine Fahrt in den Krater (Kraterservicegebühr rund 295 US-Dollar pro Fahrzeug). Ebenfalls inbegriffen sind die Parkgebühren für Tarangire und den Lake-Manyara-Nationalpark, die Konzessionsgebühren in der Serengeti und der Eintritt zur Olduvai-Schlucht.',
    seoDescription:
      '10 Tage Safari in Tansania auf den Spuren der Großen Migration: Tarangire, Manyarasee, Camps je nach Jahreszeit in der Serengeti und der Ngorongoro-Krater.',
  },
}
