// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserGuide.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QEvent>
#include <QFile>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollBar>
#include <QShortcut>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace pl {

namespace {

// The page's resource path for a qrc URL (":/docs/user-guide.md").
QString resourcePath(const QUrl& url)
{
    return QLatin1Char(':') + url.path();
}

} // namespace

UserGuideWindow::UserGuideWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("ParticleLab — User guide"));
    setAccessibleName(tr("User guide"));
    // A window of its own that still takes the main window's font: View → Text size applies.
    setAttribute(Qt::WA_WindowPropagation);

    m_back = new QToolButton(this);
    m_back->setText(tr("Back"));
    m_back->setAccessibleName(tr("Back to the previous page"));
    m_back->setEnabled(false);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("guideSearch"));
    m_search->setPlaceholderText(tr("Search the guide (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search the guide"));
    m_search->setClearButtonEnabled(true);
    m_previous = new QToolButton(this);
    m_previous->setText(tr("Previous"));
    m_previous->setAccessibleName(tr("Previous match"));
    m_previous->setToolTip(tr("Previous match (Shift+F3)"));
    m_next = new QToolButton(this);
    m_next->setText(tr("Next"));
    m_next->setAccessibleName(tr("Next match"));
    m_next->setToolTip(tr("Next match (Enter, F3)"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("guideStatus"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height());  // the page does not jump

    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setAccessibleName(tr("User guide text"));
    m_browser->setOpenLinks(false);  // followLink: pages of the guide here, the web outside
    m_browser->viewport()->installEventFilter(this);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_back);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_status);
    layout->addWidget(m_browser, 1);

    connect(m_search, &QLineEdit::textChanged, this, &UserGuideWindow::search);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { findNext(); });
    connect(m_next, &QToolButton::clicked, this, [this] { findNext(); });
    connect(m_previous, &QToolButton::clicked, this, [this] { findNext(true); });
    connect(m_back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &UserGuideWindow::followLink);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        fitImages();
        search();
    });
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    connect(new QShortcut(QKeySequence::FindNext, this), &QShortcut::activated, this,
            [this] { findNext(); });
    connect(new QShortcut(QKeySequence::FindPrevious, this), &QShortcut::activated, this,
            [this] { findNext(true); });

    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    resize(std::min(960, screen.width() * 9 / 10), std::min(900, screen.height() * 9 / 10));
    showPage(guideUrl());
}

QUrl UserGuideWindow::guideUrl()
{
    return QUrl(QStringLiteral("qrc:/docs/user-guide.md"));
}

QString UserGuideWindow::headingSlug(const QString& heading)
{
    QString slug;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            slug += c;
        else if (c == QLatin1Char(' '))
            slug += QLatin1Char('-');
    }
    return slug;
}

bool UserGuideWindow::showPage(const QUrl& url)
{
    QUrl page = url;
    page.setFragment(QString());
    if (page.scheme() != QLatin1String("qrc") || !QFile::exists(resourcePath(page))) {
        m_status->setText(tr("“%1” is not part of the guide in the program; it is in the "
                             "docs folder of ParticleLab's source.")
                              .arg(url.fileName().isEmpty() ? url.toString() : url.fileName()));
        return false;
    }
    if (m_browser->source() != page)
        m_browser->setSource(page, QTextDocument::MarkdownResource);
    if (url.hasFragment() && !scrollToHeading(url.fragment())) {
        m_status->setText(tr("This page has no section “%1”.").arg(url.fragment()));
        return false;
    }
    if (!url.hasFragment())
        m_browser->verticalScrollBar()->setValue(0);
    return true;
}

void UserGuideWindow::followLink(const QUrl& link)
{
    const QUrl url = m_browser->source().resolved(link);
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https") ||
        url.scheme() == QLatin1String("mailto")) {
        QDesktopServices::openUrl(url);
        return;
    }
    showPage(url);
}

bool UserGuideWindow::scrollToHeading(const QString& slug)
{
    QTextDocument* document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || headingSlug(block.text()) != slug)
            continue;
        const QRectF box = document->documentLayout()->blockBoundingRect(block);
        m_browser->verticalScrollBar()->setValue(static_cast<int>(box.top()));
        return true;
    }
    return false;
}

void UserGuideWindow::search()
{
    QTextDocument* document = m_browser->document();
    const QString text = m_search->text();
    QList<QTextEdit::ExtraSelection> marks;
    if (!text.isEmpty()) {
        QTextCharFormat mark;
        mark.setBackground(palette().color(QPalette::Highlight).lighter(160));
        mark.setForeground(palette().color(QPalette::Text));
        for (QTextCursor found = document->find(text); !found.isNull();
             found = document->find(text, found))
            marks.append({found, mark});
    }
    m_matchCount = static_cast<int>(marks.size());
    m_browser->setExtraSelections(marks);
    m_previous->setEnabled(m_matchCount > 0);
    m_next->setEnabled(m_matchCount > 0);
    if (text.isEmpty())
        m_status->clear();
    else if (m_matchCount == 0)
        m_status->setText(tr("No match for “%1” on this page.").arg(text));
    else
        m_status->setText(m_matchCount == 1 ? tr("1 match") : tr("%1 matches").arg(m_matchCount));
    // The first match from the top is shown as the text is typed.
    QTextCursor start(document);
    m_browser->setTextCursor(start);
    if (m_matchCount > 0)
        findNext();
}

bool UserGuideWindow::findNext(bool backward)
{
    const QString text = m_search->text();
    if (text.isEmpty() || m_matchCount == 0)
        return false;
    const QTextDocument::FindFlags flags =
        backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (m_browser->find(text, flags))
        return true;
    // Wrap around: from the other end of the page.
    QTextCursor wrap(m_browser->document());
    if (backward)
        wrap.movePosition(QTextCursor::End);
    m_browser->setTextCursor(wrap);
    return m_browser->find(text, flags);
}

bool UserGuideWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_browser->viewport() && event->type() == QEvent::Resize)
        fitImages();
    return QWidget::eventFilter(watched, event);
}

// Screenshots are 1280 px wide: each image is drawn at most as wide as the text column. Resizing
// an image can show the vertical scroll bar, which narrows the column (a nested resize): then
// the images are fitted again.
void UserGuideWindow::fitImages()
{
    if (m_fitting) {
        m_refit = true;
        return;
    }
    m_fitting = true;
    do {
        m_refit = false;
        fitImagesOnce();
    } while (m_refit);
    m_fitting = false;
}

void UserGuideWindow::fitImagesOnce()
{
    QTextDocument* document = m_browser->document();
    // The column as it is with the vertical scroll bar shown (the guide is longer than a
    // screen), so that fitting an image never changes the width it was fitted to.
    const QScrollBar* bar = m_browser->verticalScrollBar();
    const int barWidth = bar->isVisible() ? 0 : bar->sizeHint().width();
    const qreal column =
        m_browser->viewport()->width() - barWidth - 2 * document->documentMargin() - 4;
    if (column <= 0)
        return;
    struct Resize {
        int position, length;
        QTextImageFormat format;
    };
    std::vector<Resize> resizes;  // applied after the walk, which they would disturb
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            const QVariant resource = document->resource(
                QTextDocument::ImageResource, m_browser->source().resolved(QUrl(image.name())));
            const QImage picture = resource.typeId() == QMetaType::QByteArray
                                       ? QImage::fromData(resource.toByteArray())
                                       : resource.value<QImage>();
            if (picture.isNull())
                continue;
            const qreal width = std::min<qreal>(picture.width(), column);
            if (qFuzzyCompare(image.width(), width))
                continue;
            image.setWidth(width);
            image.setHeight(width * picture.height() / picture.width());
            resizes.push_back({fragment.position(), fragment.length(), image});
        }
    }
    for (const Resize& resize : resizes) {
        QTextCursor cursor(document);
        cursor.setPosition(resize.position);
        cursor.setPosition(resize.position + resize.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(resize.format);
    }
}

UserGuideWindow* showUserGuide(QWidget* parent, const QString& anchor)
{
    auto* guide = parent->findChild<UserGuideWindow*>(QStringLiteral("userGuide"));
    if (!guide) {
        guide = new UserGuideWindow(parent);
        guide->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (!anchor.isEmpty()) {
        QUrl url = UserGuideWindow::guideUrl();
        url.setFragment(anchor);
        guide->showPage(url);
    }
    guide->show();
    guide->raise();
    guide->activateWindow();
    return guide;
}

} // namespace pl
