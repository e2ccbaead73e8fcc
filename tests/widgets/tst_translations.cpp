// The second language really ships: the German catalogue is complete (every
// message finished, placeholders kept) and the built binary speaks German when
// the locale asks for it.
#include "checkout/democheckout.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace dtriage;

class TestTranslations : public QObject {
    Q_OBJECT

private:
    struct Message {
        QString source;
        QStringList translations;
        bool unfinished = false;
    };

    static QList<Message> read(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QXmlStreamReader xml(&file);
        QList<Message> messages;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("message"))
                messages.append(Message{});
            else if (xml.name() == QLatin1String("source") && !messages.isEmpty())
                messages.last().source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation") && !messages.isEmpty()) {
                messages.last().unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                messages.last().translations << text;
            }
        }
        return messages;
    }

    static QStringList placeholders(const QString& text)
    {
        static const QRegularExpression re(QStringLiteral("%(?:L?\\d+|n)"));
        QStringList found;
        for (auto it = re.globalMatch(text); it.hasNext();)
            found << it.next().captured();
        found.sort();
        found.removeDuplicates();
        return found;
    }

    QString listHeader(const QString& locale)
    {
        QTemporaryDir work;
        const auto demo = DemoCheckout::copyTo(work.path(), QStringLiteral(DTRIAGE_DEMO_DIR));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), locale);
        env.insert(QStringLiteral("LANG"), locale);
        env.remove(QStringLiteral("LANGUAGE"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(DTRIAGE_APP_BINARY), {QStringLiteral("list"), QStringLiteral("--checkout"), *demo});
        process.waitForFinished(30000);
        return QString::fromUtf8(process.readAllStandardOutput()).section(QLatin1Char('\n'), 0, 0);
    }

private Q_SLOTS:
    void germanCatalogueIsComplete()
    {
        const QList<Message> messages = read(QStringLiteral(DTRIAGE_TRANSLATIONS_DIR "/dtype-triage_de.ts"));
        QVERIFY(messages.size() > 100);
        for (const Message& message : messages) {
            QVERIFY2(!message.unfinished, qPrintable(QStringLiteral("untranslated: ") + message.source));
            for (const QString& translation : message.translations)
                QVERIFY2(placeholders(translation) == placeholders(message.source),
                         qPrintable(message.source + QStringLiteral(" -> ") + translation));
        }
    }

    // English plurals: every %n message has its singular and plural written out, or
    // an English locale reads "(1 entries)" (the source text) in the window.
    void englishPluralsAreWritten()
    {
        const QList<Message> messages = read(QStringLiteral(DTRIAGE_TRANSLATIONS_DIR "/dtype-triage_en.ts"));
        int plurals = 0;
        for (const Message& message : messages) {
            if (!message.source.contains(QLatin1String("%n")))
                continue;
            ++plurals;
            QVERIFY2(!message.unfinished, qPrintable(QStringLiteral("no English plural: ") + message.source));
            const QString forms = message.translations.value(0);
            QVERIFY2(forms.count(QLatin1String("%n")) >= 2, qPrintable(message.source + QStringLiteral(" -> ") + forms));
        }
        QVERIFY(plurals > 10);
    }

    void binarySpeaksTheLocale()
    {
        QVERIFY(listHeader(QStringLiteral("C")).startsWith(QLatin1String("KEY")));
        QVERIFY(listHeader(QStringLiteral("de_DE.UTF-8")).startsWith(QStringLiteral("SCHLÜSSEL")));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
