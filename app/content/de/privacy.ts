// The privacy policy in German (docs/glossary.md): the English policy's every commitment, written for German-speaking travellers.
import type { PrivacyContent } from '../pages'

export const privacy: PrivacyContent = {
  intro:
    'Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten Tembo Safaris über diese Website und bei der Planung Ihrer Reise mit uns erhebt, warum wir sie erheben, an wen wir sie weitergeben und welche Wahlmöglichkeiten Sie haben. Wir erheben nur die Daten, die wir benötigen, um Ihre Fragen zu beantworten und Ihre Safari zu organisieren.',
  updated: '24. November 2026',
  sections: [
    {
      title: 'Welche Daten wir erheben',
      paragraphs: [
        'Wir erheben drei Arten von Daten: die Angaben, die Sie in ein Formular auf dieser Website eingeben, einige wenige Informationen darüber, auf welchem Weg Ihre Anfrage zu uns gelangt ist, sowie die grundlegenden technischen Protokolle, die jeder Webserver führt.',
        'Zu jeder Anfrage speichern wir, von welcher Seite der Website aus sie abgeschickt wurde, und – falls Sie über einen Link mit Kampagnenparametern (utm-Parametern) zu uns gekommen sind – diese Parameter. So erfahren wir, welche Seiten und welche unserer Ankündigungen Besucherinnen und Besucher nützlich finden.',
        'Unser Server führt einfache Zugriffsprotokolle, etwa mit dem Zeitpunkt, der aufgerufenen Seite, Ihrer IP-Adresse und Ihrem Browsertyp. Sie helfen uns, die Website funktionsfähig und sicher zu halten.',
        'Wir setzen keine Werbe-Tracker ein und erstellen keine Profile von Besucherinnen und Besuchern zu Werbezwecken.',
        'Wenn Sie uns eine Anfrage oder eine Nachricht senden, erhalten wir die Angaben, die Sie selbst eingeben. Je nach Formular können dies sein:',
      ],
      points: [
        'Ihr Name, Ihre E-Mail-Adresse und Ihre Telefonnummer;',
        'Ihr Wohnsitzland;',
        'Ihre gewünschten Reisetermine und die Anzahl der Reisenden;',
        'Ihre Reisewünsche, etwa zur Art der Unterkunft, zu Aktivitäten oder zum Reisetempo, das Ihnen vorschwebt;',
        'jede Nachricht, die Sie uns schreiben.',
      ],
    },
    {
      title: 'Wie wir Ihre Daten verwenden',
      paragraphs: ['Wir verwenden die oben beschriebenen Daten, um:'],
      points: [
        'Ihre Fragen zu beantworten und eine Reise zu planen, die zu Ihnen passt;',
        'Ihnen zu bestätigen, dass Ihre Anfrage bei uns eingegangen ist;',
        'Ihre Safari zu organisieren und abzuwickeln, sobald Sie sich für eine Buchung entscheiden;',
        'zu verstehen, wie die Website genutzt wird, und unseren Service zu verbessern.',
      ],
    },
    {
      title: 'Wann wir Daten weitergeben',
      paragraphs: [
        'Wir verkaufen Ihre personenbezogenen Daten niemals und geben sie auch nicht an Dritte für deren eigene Marketingzwecke weiter.',
        'Wenn Sie eine Reise buchen, geben wir die für ihre Durchführung erforderlichen Angaben an die beteiligten Lodges, Camps, Fluggesellschaften, Nationalparks sowie Fahrerinnen und Fahrer weiter, zum Beispiel die Namen der Reisenden für die Permits der Nationalparks oder besondere Ernährungswünsche für eine Lodge. Dabei geben wir jeweils nur weiter, was für den betreffenden Teil Ihrer Reise benötigt wird.',
        'Außerdem arbeiten wir mit einigen wenigen Dienstleistern zusammen, die diese Website hosten und in unserem Auftrag E-Mails versenden. Sie verarbeiten Ihre Daten ausschließlich, um diese Leistungen für uns zu erbringen.',
      ],
    },
    {
      title: 'Ihre Rechte',
      paragraphs: [
        'Sie können jederzeit von uns eine Kopie der personenbezogenen Daten verlangen, die wir über Sie gespeichert haben (wir senden sie Ihnen als eine einzige Datei), ebenso ihre Berichtigung, falls sie unrichtig sind, oder ihre Löschung. Sie können außerdem der Verwendung Ihrer Daten für einen bestimmten Zweck widersprechen. Läuft bei uns gerade eine Buchung für Sie, müssen wir einige Angaben unter Umständen aufbewahren, bis die Reise und die zugehörigen Unterlagen abgeschlossen sind; in diesem Fall teilen wir Ihnen das mit.',
        'Um eines dieser Rechte geltend zu machen, schreiben Sie uns bitte an die E-Mail-Adresse, die auf unserer Kontaktseite angegeben ist. Wir verarbeiten personenbezogene Daten im Einklang mit dem geltenden Datenschutzrecht, darunter das ugandische Datenschutzgesetz von 2019 (Data Protection and Privacy Act, 2019) und – für Reisende in der EU und im Vereinigten Königreich – die Datenschutz-Grundverordnung der EU (DSGVO) und ihr britisches Gegenstück, die UK GDPR.',
      ],
    },
    {
      title: 'Wie lange wir Daten speichern',
      paragraphs: [
        'Ihre Anfragen, unsere Korrespondenz mit Ihnen und alle Dateien, die Sie uns senden, bewahren wir auf, solange wir Ihre Reise planen oder durchführen, und danach noch {retention} ab dem Ende unseres Austauschs, also nach der Reise oder sobald feststeht, dass Sie nicht mit uns reisen werden. Dieser Zeitraum genügt, um Fragen zu einer vergangenen Reise zu beantworten, Ihnen bei der Planung der nächsten zu helfen und unsere buchhalterischen Pflichten zu erfüllen.',
        'Danach werden Ihr Name, Ihre E-Mail-Adresse und Ihre Telefonnummer durch einen Platzhalter ersetzt, und Ihre Nachrichten an uns, unsere E-Mails an Sie sowie Ihre Dateien werden gelöscht. Wir behalten nur die reinen Eckdaten der Anfrage (wann sie einging, um welche Reise und welche Reisetermine es ging und ob daraus eine Buchung wurde), die sich nicht mehr mit Ihnen in Verbindung bringen lassen, damit unsere Zahlen stimmen.',
        'Wenn Sie uns bitten, Ihre Daten früher zu löschen, gehen wir sofort auf dieselbe Weise vor, es sei denn, eine laufende Buchung erfordert sie noch. Kopien in unseren Datensicherungen für die Wiederherstellung im Notfall bleiben erhalten, bis diese Sicherungen ersetzt werden; sollten wir jemals eine davon zurückspielen, werden Ihre Daten darin erneut gelöscht.',
      ],
    },
    {
      title: 'Wie wir Ihre Daten schützen',
      paragraphs: [
        'Für das Hosting dieser Website und den Versand unserer E-Mails nutzen wir etablierte Anbieter, und Zugriff auf Anfragen und Buchungsunterlagen haben nur die Mitarbeitenden, die ihn benötigen, um Ihre Reise zu planen und durchzuführen. Wir speichern personenbezogene Daten nur so lange, wie wir sie benötigen, um Ihnen zu antworten, Ihre Safari durchzuführen und unsere gesetzlichen und buchhalterischen Pflichten zu erfüllen.',
        'Kein System ist völlig frei von Risiken. Wir schützen jedoch mit angemessener Sorgfalt, was Sie uns anvertrauen, und überprüfen unsere Vorkehrungen, während unser Unternehmen wächst.',
      ],
    },
    {
      title: 'Änderungen dieser Datenschutzerklärung',
      paragraphs: [
        'Wir können diese Datenschutzerklärung aktualisieren, wenn sich unsere Arbeitsweise oder die Website ändert. In diesem Fall veröffentlichen wir die neue Fassung auf dieser Seite und passen das Datum oben an. Betrifft eine Änderung die Verwendung von Daten, die Sie uns bereits überlassen haben, informieren wir Sie darüber.',
      ],
    },
  ],
  seoDescription:
    'Wie Tembo Safaris die Daten erhebt, nutzt und schützt, die Sie bei der Planung Ihrer Safari mit uns teilen. Keine Werbe-Tracker, kein Verkauf Ihrer Daten.',
}
